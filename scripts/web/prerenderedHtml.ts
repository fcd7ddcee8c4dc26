/**
 * A prerendered page's file (a funnel's landing or a later page): the app shell (index.html
 * from the client build) with the page's markup inside #root and its styles inline, so it paints before any request for
 * scripts; its other alternatives as JSON text; and two inline scripts. The head script keeps
 * input given before the app takes over, asks for the app once the page has loaded
 * (web/src/platform/boot/prerenderedStart.ts) and, with alternatives, picks one before the
 * first paint; the swap script after the alternatives puts the picked one in.
 */
import { PRERENDERED_DATA_ID, prerenderedDataJson, type PrerenderedData } from '../../web/src/platform/boot/prerenderedData'
import { ALTERNATIVES_ID, alternativesData, CHOSEN_ATTRIBUTE } from '../../web/src/platform/boot/prerenderedSwap'

export interface PrerenderedParts {
  /** Distinct markup; [0] goes into #root. */
  markup: string[]
  /** Whether the head script may choose other markup than [0] (or none): by default, when there are alternatives. */
  choosing?: boolean
  /** What the head script reads: written as a JSON data script just before it. */
  headData?: PrerenderedData
  /** Runs in <head>; with alternatives it also hides #root until the chosen one is swapped in. */
  headScript: string
  /** Runs right after the alternatives: swaps the chosen one into #root and shows it. */
  swapScript: string
  /**
   * The stylesheets the page's markup needs (the app's and its template's), inlined so the
   * first paint waits for no stylesheet request.
   */
  styles: { href: string; css: string }[]
  /** The theme's page background, for the browser's own bars (the shell's theme-color meta). */
  themeColor?: string
}

export const ROOT_MARKER = '<div id="root"></div>'

/**
 * An inline script's text as the page carries it: it must not close its own element, whatever
 * the data inside it says. The Content-Security-Policy hashes exactly this text.
 */
export const inlineScriptText = (code: string) => code.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--')
const inlineScript = (code: string) => `<script>${inlineScriptText(code)}</script>`

const ENTRY_TAG = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/
const MODULEPRELOAD_TAG = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g

/**
 * The shell with module preloads for `modules` added after its entry script: chunks the entry
 * imports dynamically (to evaluate them in separate tasks) are then fetched with it, on every
 * route, instead of after it.
 */
export function shellWithPreloads(shell: string, modules: readonly string[]): string {
  const entryTag = ENTRY_TAG.exec(shell)?.[0]
  if (!entryTag) throw new Error('The app shell has no <script type="module" src> entry')
  const preloads = modules.map((href) => `\n    <link rel="modulepreload" crossorigin href="${href}">`).join('')
  return shell.replace(entryTag, () => entryTag + preloads)
}

/**
 * The shell's entry script and its module preloads, taken out of it: the page asks for them
 * from its head script, after it has loaded, instead of from the HTML.
 */
export function takeShellScripts(shell: string): { shell: string; entry: string; modules: string[] } {
  const entry = ENTRY_TAG.exec(shell)?.[1]
  if (!entry) throw new Error('The app shell has no <script type="module" src> entry')
  const modules = [...shell.matchAll(MODULEPRELOAD_TAG)].map((match) => match[1]!)
  return { shell: shell.replace(ENTRY_TAG, '').replace(MODULEPRELOAD_TAG, ''), entry, modules }
}

export function prerenderedHtml(shell: string, parts: PrerenderedParts): string {
  if (!shell.includes(ROOT_MARKER)) throw new Error(`The app shell has no ${ROOT_MARKER} to render the page into`)
  const choosing = parts.choosing ?? parts.markup.length > 1
  const head = [
    ...parts.styles.map(({ css }) => `<style>${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`),
    ...(choosing ? [`<style>html[${CHOSEN_ATTRIBUTE}] #root{visibility:hidden}</style>`] : []),
    ...(parts.headData ? [`<script type="application/json" id="${PRERENDERED_DATA_ID}">${prerenderedDataJson(parts.headData)}</script>`] : []),
    inlineScript(parts.headScript),
  ].join('\n    ')
  const alternatives = choosing
    ? `<script type="application/json" id="${ALTERNATIVES_ID}">${alternativesData(parts.markup)}</script>${inlineScript(parts.swapScript)}`
    : ''
  const body = `<div id="root">${parts.markup[0] ?? ''}</div>${alternatives}`
  // The shell links the app's stylesheet; the page inlines it instead.
  const inlined = new Set(parts.styles.map(({ href }) => href))
  const unlinked = shell.replace(/\s*<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (link: string, href: string) => (inlined.has(href) ? '' : link))
  return withThemeColor(unlinked, parts.themeColor).replace('</head>', `  ${head}\n  </head>`).replace(ROOT_MARKER, () => body)
}

/** The shell's theme-color meta set to the theme's page background, when there is one. */
const withThemeColor = (html: string, themeColor: string | undefined) =>
  themeColor ? html.replace(/(<meta name="theme-color" content=")[^"]*"/, (_match, start: string) => `${start}${themeColor}"`) : html

export interface AppPageParts {
  /** Chunks the page's first screen imports (its funnel area, template and the page after it), beside the entry. */
  modules: string[]
  /** Their stylesheets, linked so the first paint has them. */
  styles: string[]
  /** The funnel's content file. */
  content?: string
  themeColor?: string
}

/**
 * A page the app draws for every visitor (no HTML fits its default one: a paywall whose prices
 * the server decides): the app shell, with everything the page's first
 * screen needs asked for at once beside the entry, instead of each chunk after the one that
 * imports it (four round trips before the first paint, one now).
 */
export function appPageHtml(shell: string, parts: AppPageParts): string {
  const links = [
    ...parts.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    // crossorigin: the app fetch()es it in cors mode, and only a matching preload is reused.
    ...(parts.content ? [`<link rel="preload" as="fetch" crossorigin href="${parts.content}">`] : []),
  ]
  return withThemeColor(shellWithPreloads(shell, parts.modules), parts.themeColor).replace('</head>', `  ${links.join('\n    ')}\n  </head>`)
}
