import { describe, expect, it } from 'vitest'
import { landingHtml, type LandingParts } from './landingHtml'

const shell = `<!doctype html>
<html lang="en">
  <head>
    <title>Funnels</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`

const parts = (overrides: Partial<LandingParts> = {}): LandingParts => ({
  markup: ['<main><h1>Lead with confidence</h1></main>'],
  chooseScript: 'choose()',
  swapScript: 'swap()',
  modules: ['/assets/FunnelArea-1.js', '/assets/Landing-2.js'],
  styles: [
    { href: '/assets/index-abc.css', css: '.frame{display:flex}' },
    { href: '/assets/Landing-3.css', css: '.landing h1{margin:0}' },
  ],
  content: '/assets/leadership-4.json',
  ...overrides,
})

describe('landingHtml', () => {
  it('puts the landing inside #root and asks for the funnel chunk, templates, styles and content in the head', () => {
    const html = landingHtml(shell, parts())
    expect(html).toContain('<div id="root"><main><h1>Lead with confidence</h1></main></div>')
    const head = html.slice(0, html.indexOf('</head>'))
    // Low priority: the painted landing needs none of it, its images go first.
    expect(head).toContain('<script type="module" crossorigin src="/assets/index-abc.js" fetchpriority="low"></script>')
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/FunnelArea-1.js" fetchpriority="low">')
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/Landing-2.js" fetchpriority="low">')
    // Styles inline, so no stylesheet request blocks the first paint; the links block nothing.
    expect(head).toContain('<style>.frame{display:flex}</style>')
    expect(head).toContain('<style>.landing h1{margin:0}</style>')
    expect(head).toContain(`<link rel="stylesheet" crossorigin href="/assets/Landing-3.css" media="print" onload="this.media='all'">`)
    expect(head).toContain(`<link rel="stylesheet" crossorigin href="/assets/index-abc.css" media="print" onload="this.media='all'">`)
    expect(head.match(/href="\/assets\/index-abc\.css"/g)).toHaveLength(1)
    expect(head).toContain('<link rel="preload" as="fetch" crossorigin href="/assets/leadership-4.json" fetchpriority="low">')
  })

  it('with one alternative, ships no inline script at all', () => {
    const html = landingHtml(shell, parts())
    expect(html).not.toContain('choose()')
    expect(html).not.toContain('swap()')
    expect(html).not.toContain('<template')
  })

  it('with several, chooses in the head (hiding #root meanwhile) and swaps right after the inert templates', () => {
    const html = landingHtml(shell, parts({ markup: ['<h1>Original</h1>', '<h1>Alt 1</h1>', '<h1>Oryginał</h1>'] }))
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain('<style>html[data-landing] #root{visibility:hidden}</style>')
    expect(head).toContain('<script>choose()</script>')
    expect(html).toContain('<div id="root"><h1>Original</h1></div><template id="landing-1"><h1>Alt 1</h1></template><template id="landing-2"><h1>Oryginał</h1></template><script>swap()</script>')
  })

  it('never lets data inside an inline script close it', () => {
    const html = landingHtml(shell, parts({ markup: ['a', 'b'], chooseScript: 'choose({"title":"</script><img src=x onerror=alert(1)>"})' }))
    expect(html).not.toContain('</script><img')
    expect(html).toContain('<\\/script><img')
  })

  it('refuses a shell without the root element', () => {
    expect(() => landingHtml('<html><body></body></html>', parts())).toThrow('<div id="root"></div>')
  })
})
