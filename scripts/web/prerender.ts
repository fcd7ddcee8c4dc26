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
import type { LandingChoices } from '../../web/src/platform/boot/landingChoice'
import { landingDataJson, type LandingData } from '../../web/src/platform/boot/landingData'
import type { LandingStart } from '../../web/src/platform/boot/landingStart'
import type { LandingRender } from '../../web/src/app/prerender/renderLanding'
import { ROOT } from '../settings'
import { landingAlternatives } from './landingAlternatives'
import { landingHtml, takeShellScripts } from './landingHtml'
import { chunkFiles, readManifest, templateSources } from './manifest'

const SNAPSHOT_DIR = join(ROOT, 'web/src/content/snapshot')
/** The modules the landing's inline scripts are compiled from, and what each exports to them. */
const INLINE_MODULES = {
  'web/src/platform/boot/landingChoice.ts': ['markChosenLanding'],
  'web/src/platform/boot/landingSwap.ts': ['showChosenLanding'],
  'web/src/platform/boot/earlyInput.ts': ['captureEarlyInput'],
  'web/src/platform/boot/landingStart.ts': ['startAppAfterLoad'],
  'web/src/platform/boot/landingData.ts': ['readLandingData'],
}

interface ServerEntry {
  renderLanding(render: LandingRender): Promise<string>
  landingHead(content: FunnelContent): { themeColor?: string }
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
    build: { chunkSizeWarningLimit: Infinity, ssr: 'src/app/prerender/renderLanding.tsx', outDir, emptyOutDir: true, copyPublicDir: false, rollupOptions: { output: { entryFileNames: 'renderLanding.mjs' } } },
  })
  return (await import(pathToFileURL(join(outDir, 'renderLanding.mjs')).href)) as ServerEntry
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
export async function landingInlineScripts(): Promise<{ head: string; headChoosing: string; swap: string }> {
  const [head, headChoosing, swap] = await Promise.all([
    inlineScript('const data=readLandingData()\ncaptureEarlyInput()\nstartAppAfterLoad(data.start)'),
    inlineScript('const data=readLandingData()\ncaptureEarlyInput()\nstartAppAfterLoad(data.start)\nif(data.choices)markChosenLanding(data.choices)'),
    inlineScript('showChosenLanding()'),
  ])
  return { head, headChoosing, swap }
}

export interface PrerenderReport {
  funnel: string
  file: string
  alternatives: number
  landingTests: string[]
  /** Bytes of the inline scripts (before compression). */
  inlineScriptBytes: number
}

export async function prerenderLandings({ configFile, outDir }: { configFile: string; outDir: string }): Promise<PrerenderReport[]> {
  // Inside the repository, so the server entry's imports of react and friends resolve; one
  // folder per output folder, so the end-to-end build and the bench's may run at once.
  const serverDir = join(ROOT, '.data/prerender', createHash('sha1').update(outDir).digest('hex').slice(0, 12))
  const server = await buildServerEntry(configFile, serverDir)
  const manifest = readManifest(outDir)
  const templates = templateSources(join(ROOT, 'web/src/templates'))
  const { shell, entry, modules: entryModules } = takeShellScripts(readFileSync(join(outDir, 'index.html'), 'utf8'))
  const scripts = await landingInlineScripts()
  const swapScript = scripts.swap
  const entryStyles = Object.values(manifest).flatMap((chunk) => (chunk.isEntry ? (chunk.css ?? []) : [])).map((file) => `/${file}`)
  const reports: PrerenderReport[] = []

  for (const name of readdirSync(SNAPSHOT_DIR).filter((file) => file.endsWith('.json') && file !== 'index.json')) {
    const content = JSON.parse(readFileSync(join(SNAPSHOT_DIR, name), 'utf8')) as FunnelContent
    const { key, basePath } = content.funnel
    const render = (language: string, variants: Record<string, string>) =>
      server.renderLanding({ content, local: { 'funnels:language': JSON.stringify(language), [`funnels-ab:${key}`]: JSON.stringify(variants) } })
    const { markup, choices } = await landingAlternatives(content, render)
    // The landing's template and the next page's, for the default variants; the rest load as the walk goes.
    const pageTypes = content.pages.slice(0, 2).map((page) => page.componentType)
    const [landingChunk, nextChunk] = pageTypes.map((type) => templates[type])
    const landing = chunkFiles(manifest, ['FunnelArea', ...(landingChunk ? [landingChunk] : [])])
    // The next page's styles come with its chunk; only the landing's block the first paint.
    const next = nextChunk ? chunkFiles(manifest, [nextChunk]).modules : []
    const modules = [...new Set([...entryModules, ...landing.modules, ...next])]
    const styleFiles = [...new Set([...entryStyles, ...landing.styles])]
    const contentUrl = server.snapshotUrl(key)
    const start: LandingStart = { entry, modules, styles: styleFiles, ...(contentUrl ? { content: contentUrl } : {}) }
    const choosing = markup.length > 1
    const headScript = choosing ? scripts.headChoosing : scripts.head
    const headData: LandingData = { start, ...(choosing ? { choices: choices satisfies LandingChoices } : {}) }
    const styles = styleFiles.map((href) => ({ href, css: readFileSync(join(outDir, href), 'utf8') }))
    const html = landingHtml(shell, { markup, headData, headScript, swapScript, styles, ...server.landingHead(content) })
    const file = join(outDir, basePath.replace(/^\/+/, ''), 'index.html')
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, html)
    reports.push({
      funnel: key,
      file,
      alternatives: markup.length,
      landingTests: choices.tests.map((test) => test.key),
      inlineScriptBytes: Buffer.byteLength(headScript) + Buffer.byteLength(landingDataJson(headData)) + (choosing ? Buffer.byteLength(swapScript) : 0),
    })
  }
  rmSync(serverDir, { recursive: true, force: true })
  return reports
}
