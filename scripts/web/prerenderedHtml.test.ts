import { describe, expect, it } from 'vitest'
import { appPageHtml, prerenderedHtml, shellWithPreloads, takeShellScripts, type PrerenderedParts } from './prerenderedHtml'

const shell = `<!doctype html>
<html lang="en">
  <head>
    <title>Funnels</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`

const parts = (overrides: Partial<PrerenderedParts> = {}): PrerenderedParts => ({
  markup: ['<main><h1>Lead with confidence</h1></main>'],
  headScript: 'start()',
  swapScript: 'swap()',
  styles: [
    { href: '/assets/index-abc.css', css: '.frame{display:flex}' },
    { href: '/assets/Landing-3.css', css: '.landing h1{margin:0}' },
  ],
  ...overrides,
})

describe('shellWithPreloads', () => {
  it('adds a module preload per chunk after the entry, where the landing takes them from too', () => {
    const preloaded = shellWithPreloads(shell, ['/assets/startApp-2.js', '/assets/client-3.js'])
    expect(preloaded.indexOf('startApp-2.js')).toBeGreaterThan(preloaded.indexOf('index-abc.js'))
    expect(takeShellScripts(preloaded).modules).toEqual(['/assets/startApp-2.js', '/assets/client-3.js', '/assets/runtime-1.js'])
  })
})

describe('takeShellScripts', () => {
  it('takes the entry and its module preloads out of the shell, for the head script to ask for after load', () => {
    const taken = takeShellScripts(shell)
    expect(taken.entry).toBe('/assets/index-abc.js')
    expect(taken.modules).toEqual(['/assets/runtime-1.js'])
    expect(taken.shell).not.toContain('<script')
    expect(taken.shell).not.toContain('modulepreload')
    expect(taken.shell).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">')
  })

  it('refuses a shell without an entry script', () => {
    expect(() => takeShellScripts('<html><head></head><body><div id="root"></div></body></html>')).toThrow('entry')
  })
})

describe('prerenderedHtml', () => {
  it('puts the landing inside #root with its styles inline and no request for scripts, styles or content in the HTML', () => {
    const html = prerenderedHtml(takeShellScripts(shell).shell, parts())
    expect(html).toContain('<div id="root"><main><h1>Lead with confidence</h1></main></div>')
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain('<style>.frame{display:flex}</style>')
    expect(head).toContain('<style>.landing h1{margin:0}</style>')
    expect(head).toContain('<script>start()</script>')
    // Everything the app needs is asked for by the head script, after the landing has loaded.
    expect(html).not.toMatch(/<script[^>]*src=|<link rel="(modulepreload|preload|stylesheet)"/)
  })

  it('with one alternative, ships no alternatives and no swap script', () => {
    const html = prerenderedHtml(shell, parts())
    expect(html).not.toContain('swap()')
    expect(html).not.toContain('page-alternatives')
    expect(html).not.toContain('[data-alternative]')
  })

  it('with several, hides #root in the head and swaps right after the alternatives, kept as JSON text', () => {
    const html = prerenderedHtml(shell, parts({ markup: ['<h1>Original</h1>', '<h1>Alt 1</h1>', '<h1>Oryginał</h1>'] }))
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain('<style>html[data-alternative] #root{visibility:hidden}</style>')
    expect(html).toContain(
      '<div id="root"><h1>Original</h1></div><script type="application/json" id="page-alternatives">["\\u003ch1>Alt 1\\u003c/h1>","\\u003ch1>Oryginał\\u003c/h1>"]</script><script>swap()</script>',
    )
  })

  it("sets the browser's theme colour from the theme, and keeps the shell's without one", () => {
    const themed = shell.replace('<title>Funnels</title>', '<meta name="theme-color" content="#f6f3ee" />\n    <title>Funnels</title>')
    const html = prerenderedHtml(takeShellScripts(themed).shell, parts({ themeColor: '#f4f7f2' }))
    expect(html.slice(0, html.indexOf('</head>'))).toContain('<meta name="theme-color" content="#f4f7f2" />')
    const plain = prerenderedHtml(takeShellScripts(themed).shell, parts())
    expect(plain).toContain('<meta name="theme-color" content="#f6f3ee" />')
  })

  it('never lets data inside an inline script or the alternatives close its element', () => {
    const html = prerenderedHtml(shell, parts({ markup: ['a', '</script><img src=x onerror=alert(1)>'], headScript: 'choose({"title":"</script><img src=x onerror=alert(1)>"})' }))
    expect(html).not.toContain('</script><img')
    expect(html).toContain('<\\/script><img')
  })

  it('refuses a shell without the root element', () => {
    expect(() => prerenderedHtml('<html><body></body></html>', parts())).toThrow('<div id="root"></div>')
  })
})

describe('appPageHtml', () => {
  it("asks for a page's chunks, styles and content beside the entry, all from the HTML, and leaves #root to the app", () => {
    const html = appPageHtml(shell, { modules: ['/assets/FunnelArea-1.js', '/assets/paywall-2.js'], styles: ['/assets/paywall-2.css'], content: '/assets/leadership-3.json', themeColor: '#f5f1ea' })
    expect(takeShellScripts(html).modules).toEqual(['/assets/FunnelArea-1.js', '/assets/paywall-2.js', '/assets/runtime-1.js'])
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/paywall-2.css">')
    // crossorigin, as the app's fetch() asks: only a matching preload is reused.
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/assets/leadership-3.json">')
    expect(html.indexOf('leadership-3.json')).toBeLessThan(html.indexOf('</head>'))
    expect(html).toContain('<div id="root"></div>')
  })
})
