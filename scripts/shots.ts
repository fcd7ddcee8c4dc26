/**
 * `npm run shots`: a contact sheet of the whole product for a designer or copywriter. Every page
 * of every funnel in English and Polish, at 390x844 (the whole page) and 1280x800, into
 * .data/shots/ with an index.html. It photographs the running `npm start` when there is one
 * (prices and all); otherwise it builds the app and serves the build itself, without the
 * functions, so paywalls show their prices' placeholders.
 *
 *   npm run shots [-- --funnel leadership --funnel deeps] [-- --language pl]
 */
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { PAGE_LANGUAGES } from '../schemas/languages'
import { resolveContentSource } from './contentSource'
import { ROOT } from './settings'
import { buildSnapshot, SNAPSHOT_DIR, writeSnapshot } from './snapshot'
import { runningStart, startLockFile } from './start/startLock'
import { buildWebAtomically } from './web/buildWebAtomically'
import { serveWeb, type WebServer } from './web/serveWeb'
import { captureShots, VIEWPORTS } from './shots/capture'
import { contactSheet } from './shots/contactSheet'
import { shotTargets } from './shots/shotTargets'

const OUT_DIR = join(ROOT, '.data/shots')
const OWN_BUILD = join(ROOT, '.data/shots-dist')
const OWN_PORT = Number(process.env.SHOTS_PORT ?? 4190)

const { values } = parseArgs({ options: { funnel: { type: 'string', multiple: true }, language: { type: 'string', multiple: true } } })
const languages = values.language ?? [...PAGE_LANGUAGES]
const unknown = languages.filter((language) => !(PAGE_LANGUAGES as readonly string[]).includes(language))
if (unknown.length > 0) {
  console.error(`Unknown language ${unknown.join(', ')}; the pages are in ${PAGE_LANGUAGES.join(', ')}.`)
  process.exit(1)
}

const started = performance.now()
const progress = (line: string) => console.log(`[shots ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`)

let server: WebServer | undefined
const running = runningStart(startLockFile())
let baseUrl: string
if (running) {
  baseUrl = running.webUrl
  progress(`photographing the running npm start at ${baseUrl}`)
} else {
  progress('no npm start is running: building the app from the current content')
  const snapshot = await buildSnapshot(await resolveContentSource())
  if (snapshot.problems.length > 0) progress(`content problems (their snapshot twins are shown):\n${snapshot.problems.join('\n')}`)
  writeSnapshot(snapshot)
  await buildWebAtomically({ outDir: OWN_BUILD })
  server = await serveWeb({ dir: OWN_BUILD, port: OWN_PORT })
  baseUrl = server.url
}

try {
  const targets = shotTargets(SNAPSHOT_DIR, values.funnel ?? [])
  if (targets.length === 0) throw new Error(`No funnel named ${values.funnel?.join(', ')} in the snapshot`)
  rmSync(OUT_DIR, { recursive: true, force: true })
  const shots = await captureShots({ baseUrl, outDir: OUT_DIR, targets, languages, progress })
  const index = join(OUT_DIR, 'index.html')
  writeFileSync(index, contactSheet(shots, { languages, viewports: VIEWPORTS.map((viewport) => viewport.name), takenAt: new Date() }))
  const failed = shots.filter((shot) => shot.problem).length
  progress(`${targets.length} pages × ${languages.length} languages × ${VIEWPORTS.length} viewports; ${failed} failed. Open ${index}`)
  if (failed > 0) process.exitCode = 1
} finally {
  await server?.close()
}
