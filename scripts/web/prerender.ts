/**
 * Renders every funnel's landing to HTML after the client build (React's static rendering of
 * the app's own components, built for Node by Vite), and writes `<outDir><basePath>/index.html`,
 * which the server answers at the funnel's base path.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build as esbuild } from 'esbuild'
import { build } from 'vite'
import type { FunnelContent } from '../../schemas/content/schema'
import type { PrerenderedChoices } from '../../web/src/platform/boot/prerenderedChoice'
import { prerenderedDataJson, type PrerenderedData } from '../../web/src/platform/boot/prerenderedData'
import type { PrerenderedStart } from '../../web/src/platform/boot/prerenderedStart'
import type { PageRender, PrerenderedPage } from '../../web/src/app/prerender/renderPage'
import type { StoredKeys } from '../../web/src/platform/storage/storage'
import { ROOT } from '../settings'
import { pageAlternatives } from './pageAlternatives'
import { appPageHtml, prerenderedHtml, takeShellScripts } from './prerenderedHtml'
import { chunkFiles, readManifest, templateSources } from './manifest'

const SNAPSHOT_DIR = join(ROOT, 'web/src/content/snapshot')
/** The checkout page's lazy chunk (web/src/app/FunnelView.tsx), as the build manifest names its source. */
const CHECKOUT_SOURCE = 'src/checkout/page/CheckoutPage.tsx'
/**
 * The checkout URL whose first frame the checkout page's HTML shows: the payment provider's
 * return, the checkout URL a visitor opens by link (the paywall's request comes within the app).
 * The session id is never shown; the head script leaves every other query to the app.
 */
const PROVIDER_RETURN_QUERY = '?payment_return=true&session_id=prerendered'
/** The modules the landing's inline scripts are compiled from, and what each exports to them. */
const INLINE_MODULES = {
  'web/src/platform/boot/prerenderedChoice.ts': ['markChosenAlternative'],
  'web/src/platform/boot/prerenderedSwap.ts': ['showChosenAlternative'],
  'web/src/platform/boot/earlyInput.ts': ['captureEarlyInput'],
  'web/src/platform/boot/prerenderedStart.ts': ['startAppAfterLoad'],
  'web/src/platform/boot/prerenderedData.ts': ['readPrerenderedData'],
}

interface ServerEntry {
  renderPage(render: PageRender): Promise<string>
  prerenderedPages(content: FunnelContent): PrerenderedPage[]
  takePrerenderStorageReads(): StoredKeys
  prerenderedHead(content: FunnelContent): { themeColor?: string }
  snapshotUrl(key: string): string | undefined
}

/** The server entry, built for Node with the same config (and so the same asset URLs) as the client. */
async function buildServerEntry(configFile: string, outDir: string): Promise<ServerEntry> {
  await build({
    configFile,
    // The server entry never ships: its bundling notices are not the app's.
    logLevel: 'error',
    // Every dependency is bundled, React too, built for production: the entry then brings its own
    // React, whatever this process loaded before (the mail worker renders e-mails with React, and a
    // development React next to react-dom/server's production build fails).
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: { chunkSizeWarningLimit: Infinity, ssr: 'src/app/prerender/renderPage.tsx', outDir, emptyOutDir: true, copyPublicDir: false, rollupOptions: { output: { entryFileNames: 'renderPage.mjs' } } },
  })
  return (await import(pathToFileURL(join(outDir, 'renderPage.mjs')).href)) as ServerEntry
}

/** An inline script: calls of the inline modules' functions, bundled and minified on their own. */
async function inlineScript(calls: string): Promise<string> {
  // Only the modules called: one's top-level code (a store) would otherwise come along.
  const imports = Object.entries(INLINE_MODULES).flatMap(([file, names]) => {
    const used = names.filter((name) => calls.includes(`${name}(`))
    return used.length > 0 ? [`import { ${used.join(', ')} } from ${JSON.stringify(join(ROOT, file))}`] : []
  })
  const result = await esbuild({
    stdin: { contents: `${imports.join('\n')}\n${calls}`, resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
  })
  return result.outputFiles[0]!.text.trim()
}


/**
 * The landings' inline scripts: the head script without and with alternatives, and the swap
 * script. Their code reads everything build-specific from the landing's data script, so these
 * three texts are all the inline script any landing carries, and their hashes are what the
 * Content-Security-Policy allows (scripts/web/securityHeaders.ts).
 */
export async function prerenderedInlineScripts(): Promise<{ head: string; headChoosing: string; swap: string }> {
  const [head, headChoosing, swap] = await Promise.all([
    inlineScript('const data=readPrerenderedData()\ncaptureEarlyInput()\nstartAppAfterLoad(data.start)'),
    // Chosen first: a visitor the HTML does not fit asks for the app at once.
    inlineScript('const data=readPrerenderedData()\ncaptureEarlyInput()\nif(data.choices)markChosenAlternative(data.choices)\nstartAppAfterLoad(data.start)'),
    inlineScript('showChosenAlternative()'),
  ])
  return { head, headChoosing, swap }
}

export interface PrerenderReport {
  funnel: string
  /** The page's path; the funnel's base path for its landing. */
  path: string
  file: string
  alternatives: number
  /** The tests whose variants change this page. */
  pageTests: string[]
  /** Bytes of the inline scripts (before compression). */
  inlineScriptBytes: number
}

/**
 * The local keys every page's alternatives stand for (the language and the funnel's variants):
 * the head script chooses by them, so holding them does not make the HTML unfit.
 */
/** A page the build writes; the checkout page's render carries the query its HTML is for. */
type PageToWrite = PrerenderedPage & { query?: string }

const chosenByAlternatives = (funnelKey: string) => new Set(['funnels:language', `funnels-ab:${funnelKey}`])

/**
 * Prerenders every page of every funnel in the snapshot (prerenderedPages), and its checkout
 * page on the provider's return (PROVIDER_RETURN_QUERY), into `<outDir><path>/index.html`.
 * The landing is as before; a later page also records what the
 * render read from storage, so the head script of a visitor who holds any of it (answers, an
 * e-mail, a pinned version) leaves the page to the app instead of showing HTML that may not be theirs.
 */
export interface PrerenderResult {
  pages: PrerenderReport[]
  /** Pages the app draws for every visitor (no HTML fits the default one): path and template. */
  skipped: string[]
}

export async function prerenderPages({ configFile, outDir }: { configFile: string; outDir: string }): Promise<PrerenderResult> {
  // Inside the repository, so the server entry's imports of react and friends resolve; one
  // folder per output folder, so the end-to-end build and the bench's may run at once.
  const serverDir = join(ROOT, '.data/prerender', createHash('sha1').update(outDir).digest('hex').slice(0, 12))
  const server = await buildServerEntry(configFile, serverDir)
  const manifest = readManifest(outDir)
  const templates = templateSources(join(ROOT, 'web/src/templates'))
  const { shell, entry, modules: entryModules } = takeShellScripts(readFileSync(join(outDir, 'index.html'), 'utf8'))
  const scripts = await prerenderedInlineScripts()
  const entryStyles = Object.values(manifest).flatMap((chunk) => (chunk.isEntry ? (chunk.css ?? []) : [])).map((file) => `/${file}`)
  const reports: PrerenderReport[] = []
  const skipped: string[] = []
  const writePage = (path: string, html: string) => {
    const file = join(outDir, path.replace(/^\/+/, ''), 'index.html')
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, html)
    return file
  }
  const appShell = readFileSync(join(outDir, 'index.html'), 'utf8')
  /** A page the app draws, asking at once for the chunks of `sources` (templates by componentType, or source files) and the funnel's content. */
  const appPage = (sources: (string | undefined)[], content: FunnelContent) => {
    const chunks = sources.flatMap((source) => (source === undefined ? [] : [templates[source] ?? source]))
    const { modules, styles } = chunkFiles(manifest, ['FunnelArea', ...chunks])
    const contentUrl = server.snapshotUrl(content.funnel.key)
    return appPageHtml(appShell, { modules, styles, ...(contentUrl ? { content: contentUrl } : {}), ...server.prerenderedHead(content) })
  }

  for (const name of readdirSync(SNAPSHOT_DIR).filter((file) => file.endsWith('.json') && file !== 'index.json')) {
    const content = JSON.parse(readFileSync(join(SNAPSHOT_DIR, name), 'utf8')) as FunnelContent
    const { key, basePath } = content.funnel
    const contentUrl = server.snapshotUrl(key)
    // The checkout page depends on its query: its HTML is the provider's return's, the rest the app draws.
    // Its componentType is its source: chunks are looked up by template, else by source (as appPage does).
    const checkout: PageToWrite = { path: `${basePath}/checkout`, componentType: CHECKOUT_SOURCE, query: PROVIDER_RETURN_QUERY }
    const pages: PageToWrite[] = [...server.prerenderedPages(content), checkout]
    for (const page of pages) {
      const landing = page.path === basePath
      const render = (language: string, variants: Record<string, string>) =>
        server.renderPage({ content, path: page.path + (page.query ?? ''), local: { 'funnels:language': JSON.stringify(language), [`funnels-ab:${key}`]: JSON.stringify(variants) } })
      server.takePrerenderStorageReads()
      const alternatives = await pageAlternatives(content, render)
      if (!alternatives) {
        skipped.push(`${page.path} (${page.componentType})`)
        writePage(page.path, appPage([page.componentType, page.nextComponentType], content))
        continue
      }
      const { markup, choices } = alternatives
      // What every alternative's render read: this page's reads (taken before, so none of the last page's count).
      const reads = server.takePrerenderStorageReads()
      const chosen = chosenByAlternatives(key)
      const stored = landing ? undefined : { ...reads, local: reads.local.filter((read) => !chosen.has(read)) }
      // The page's template and the next page's, for the default variants; the rest load as the walk goes.
      const [pageChunk, nextChunk] = [page.componentType, page.nextComponentType].map((type) => (type ? (templates[type] ?? type) : undefined))
      const own = chunkFiles(manifest, ['FunnelArea', ...(pageChunk ? [pageChunk] : [])])
      // The next page's styles come with its chunk; only this page's block the first paint.
      const next = nextChunk ? chunkFiles(manifest, [nextChunk]).modules : []
      const modules = [...new Set([...entryModules, ...own.modules, ...next])]
      const styleFiles = [...new Set([...entryStyles, ...own.styles])]
      const start: PrerenderedStart = { entry, modules, styles: styleFiles, ...(contentUrl ? { content: contentUrl } : {}) }
      const providerReturn = page.query === PROVIDER_RETURN_QUERY
      const choosing = markup.length > 1 || stored !== undefined || providerReturn
      const headScript = choosing ? scripts.headChoosing : scripts.head
      const headData: PrerenderedData = { start, ...(choosing ? { choices: { ...choices, ...(stored ? { stored } : {}), ...(providerReturn ? { providerReturn } : {}) } satisfies PrerenderedChoices } : {}) }
      const styles = styleFiles.map((href) => ({ href, css: readFileSync(join(outDir, href), 'utf8') }))
      const html = prerenderedHtml(shell, { markup, choosing, headData, headScript, swapScript: scripts.swap, styles, ...server.prerenderedHead(content) })
      const file = writePage(page.path, html)
      reports.push({
        funnel: key,
        path: page.path,
        file,
        alternatives: markup.length,
        pageTests: choices.tests.map((test) => test.key),
        inlineScriptBytes: Buffer.byteLength(headScript) + Buffer.byteLength(prerenderedDataJson(headData)) + (choosing ? Buffer.byteLength(scripts.swap) : 0),
      })
    }
  }
  rmSync(serverDir, { recursive: true, force: true })
  return { pages: reports, skipped }
}
