/**
 * `npm start`: the product as a visitor meets it, on its embedded default. Starts the local
 * content lake (seeded on first run), builds the snapshot from it, builds the app and serves
 * the production build. `npm run dev` is the same with Vite's dev server.
 * Ports: web PORT (5173), lake LAKE_PORT (3900). A lake already running on LAKE_PORT is used as it
 * is; anything else on that port ends the start with one line naming it.
 */
import { build, createServer, preview } from 'vite'
import { seedDocuments } from '../seed/dataset'
import { openLakeOrExit } from './lake/openLake'
import { lakeSettings, ROOT } from './settings'
import { buildSnapshot, writeSnapshot } from './snapshot'
import { resolveContentSource } from './contentSource'

const dev = process.argv.includes('--dev')
const webPort = Number(process.env.PORT ?? 5173)
const settings = lakeSettings()

const lake = process.env.SANITY_PROJECT_ID
  ? undefined
  : await openLakeOrExit({ port: settings.port, dataDir: settings.dataDir, initialDocuments: () => seedDocuments() })
if (lake?.reused) console.log(`A local content lake already answers on ${lake.url}; using it (its data, not necessarily ${settings.dataDir}).`)
if (lake) process.env.VITE_SANITY_API_HOST ??= lake.url

const source = await resolveContentSource()
const snapshot = await buildSnapshot(source)
const { funnels, problems } = snapshot
if (problems.length > 0) {
  console.error(`Content has invalid documents; fix them or re-seed (rm -rf .data/lake):\n  - ${problems.join('\n  - ')}`)
  process.exit(1)
}
writeSnapshot(snapshot)

const configFile = `${ROOT}/vite.config.ts`
const server = dev
  ? await (await createServer({ configFile, server: { port: webPort } })).listen()
  : (await build({ configFile, logLevel: 'warn' }), await preview({ configFile, preview: { port: webPort } }))

const web = `http://localhost:${webPort}`
console.log(`\nContent: ${source.name}`)
console.log(`Web app (${dev ? 'dev server' : 'production build'}): ${web}`)
for (const { funnel } of funnels) console.log(`  ${funnel.name ?? funnel.key}: ${web}${funnel.basePath}`)
if (lake) console.log(`Local content lake (Sanity API): ${lake.url}${lake.reused ? ' (already running, not started here)' : `, data in ${settings.dataDir}`}`)
console.log('Press Ctrl+C to stop.')

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void Promise.all([server.close(), lake?.close()]).then(() => process.exit(0))
  })
}
