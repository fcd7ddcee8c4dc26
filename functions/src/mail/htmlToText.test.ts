import { describe, expect, it } from 'vitest'
import { htmlToText } from './htmlToText'

describe('htmlToText', () => {
  it('keeps the words, line structure and link addresses, and drops styles and scripts', () => {
    const html = `<!doctype html><html><head><title>T</title><style>p{color:red}</style></head><body>
      <h1>Hi&nbsp;Ola</h1><p>Your plan is <b>ready</b> &amp; waiting.<br>Line two</p>
      <ul><li>One</li><li>Two</li></ul><p><a href="https://example.com/plan">Open the plan</a> or https://x.example</p>
      <script>alert(1)</script><p>&#8364;5 &#x2014; &lt;ok&gt;</p></body></html>`
    expect(htmlToText(html)).toBe('Hi Ola\n\nYour plan is ready & waiting.\nLine two\n\n- One\n- Two\n\nOpen the plan [https://example.com/plan] or https://x.example\n\n€5 — <ok>')
  })
})
