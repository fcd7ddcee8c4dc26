import { describe, expect, it } from 'vitest'
import type { EmailTemplateDocument } from '../../../schemas/emailTemplate/schema'
import { renderEmail } from './renderEmail'

const template: EmailTemplateDocument = {
  _id: 'emailTemplate.test.welcome',
  _type: 'emailTemplate',
  key: 'welcome',
  subject: { _type: 'emailLocaleString', en: 'Welcome to {{funnelName}}', pl: 'Witamy w {{funnelName}}' },
  body: { _type: 'emailLocaleText', en: 'Hi {{email}},\n\nyour style: {{resultName}}.\nOpen: {{appLink}}.\n\nBye', pl: 'Cześć {{email}},\n\nTwój styl: {{resultName}}.\n\nNa razie' },
}

describe('renderEmail', () => {
  it('fills the placeholders in subject and body, in the send language', () => {
    const email = renderEmail(template, 'pl', { email: 'ola@example.com', funnelName: 'Stepwise', resultName: 'coaching' })
    expect(email.subject).toBe('Witamy w Stepwise')
    expect(email.text).toBe('Cześć ola@example.com,\n\nTwój styl: coaching.\n\nNa razie')
  })

  it('falls back to English for a language without copy', () => {
    expect(renderEmail(template, 'de', { funnelName: 'Stepwise' }).subject).toBe('Welcome to Stepwise')
  })

  it('makes paragraphs of blank-line blocks, line breaks of single ones, and links of the app address', () => {
    const { html } = renderEmail(template, 'en', { email: 'a@b.co', resultName: 'coaching', appLink: 'https://apps.apple.com/app/stepwise?x=1&y=2' })
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('<title>Welcome to {{funnelName}}</title>')
    expect(html).toContain('<p>Hi a@b.co,</p>')
    expect(html).toContain(
      '<p>your style: coaching.<br>\nOpen: <a href="https://apps.apple.com/app/stepwise?x=1&amp;y=2">https://apps.apple.com/app/stepwise?x=1&amp;y=2</a>.</p>',
    )
    expect(html.match(/<p>/g)).toHaveLength(3)
  })

  it('escapes copy and values: a visitor can never add markup', () => {
    const { html, subject } = renderEmail(template, 'en', { email: '"><script>alert(1)</script>@x.co', funnelName: 'A & B <i>', resultName: "O'Neil" })
    expect(subject).toBe('Welcome to A & B <i>')
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<i>')
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;@x.co')
    expect(html).toContain('<title>Welcome to A &amp; B &lt;i&gt;</title>')
    expect(html).toContain('O&#39;Neil')
  })
})
