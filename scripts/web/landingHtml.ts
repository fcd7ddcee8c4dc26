/**
 * A funnel's landing page file: the app shell (index.html from the client build) with the
 * landing's markup inside #root, its other alternatives as inert templates, the two inline
 * scripts that pick one before the first paint, and preload hints so what the app needs next
 * (the funnel chunk, the landing's and the next page's templates, the funnel's content) loads in
 * parallel with the entry script instead of after it.
 */
import { CHOSEN_ATTRIBUTE } from '../../web/src/platform/landingChoice'

export interface LandingParts {
  /** Distinct markup; [0] goes into #root. */
  markup: string[]
  /** Runs in <head>: decides the alternative and, when it is not [0], hides #root until it is swapped in. */
  chooseScript: string
  /** Runs right after the templates: swaps the chosen alternative into #root and shows it. */
  swapScript: string
  /** JavaScript chunks to fetch with the entry (absolute URLs). */
  modules: string[]
  /**
   * The stylesheets the landing's markup needs (the app's and its template's), inlined so the
   * first paint waits for no stylesheet request.
   */
  styles: { href: string; css: string }[]
  /** The funnel's content file, fetched by the app with fetch(). */
  content?: string
}

export const ROOT_MARKER = '<div id="root"></div>'

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
/** An inline script must not close its own element, whatever the data inside it says. */
const inlineScript = (code: string) => `<script>${code.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--')}</script>`

export function landingHtml(shell: string, parts: LandingParts): string {
  if (!shell.includes(ROOT_MARKER)) throw new Error(`The app shell has no ${ROOT_MARKER} to render the landing into`)
  const hints = [
    ...parts.styles.map(({ css }) => `<style>${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`),
    // The same files as stylesheets that block nothing (media flips on load): the bundler's
    // loader finds them in the document and neither adds them again nor waits for them.
    ...parts.styles.map(({ href }) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" media="print" onload="this.media='all'">`),
    // Low priority, like the entry below: the painted landing needs none of it, so its images
    // go first and the scripts and content share what bandwidth is left, all at once.
    ...parts.modules.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" fetchpriority="low">`),
    // crossorigin: fetch() asks in cors mode, and only a matching preload is reused.
    ...(parts.content ? [`<link rel="preload" as="fetch" crossorigin href="${escapeHtml(parts.content)}" fetchpriority="low">`] : []),
  ]
  const choosing = parts.markup.length > 1
  const head = [
    ...hints,
    ...(choosing ? [`<style>html[${CHOSEN_ATTRIBUTE}] #root{visibility:hidden}</style>`, inlineScript(parts.chooseScript)] : []),
  ].join('\n    ')
  const templates = parts.markup
    .slice(1)
    .map((markup, index) => `<template id="landing-${index + 1}">${markup}</template>`)
    .join('')
  const body = `<div id="root">${parts.markup[0] ?? ''}</div>${templates}${choosing ? inlineScript(parts.swapScript) : ''}`
  // The shell links the app's stylesheet; the landing inlines it instead.
  const inlined = new Set(parts.styles.map(({ href }) => href))
  const unlinked = shell.replace(/\s*<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (link: string, href: string) => (inlined.has(href) ? '' : link))
  const lowPriority = unlinked.replace(/<(script type="module"|link rel="modulepreload")([^>]*)>/g, (tag: string, start: string, rest: string) =>
    tag.includes('fetchpriority') ? tag : `<${start}${rest} fetchpriority="low">`,
  )
  return lowPriority.replace('</head>', `  ${head}\n  </head>`).replace(ROOT_MARKER, () => body)
}
