/**
 * `npm start`: the product as a visitor meets it, on its embedded default. Starts the local
 * content lake (seeded on first run), builds the snapshot from it, builds the app and serves
 * the production build. `npm run dev` is the same with Vite's dev server.
 * It also starts the Firebase emulators (auth and functions of a demo- project, no account) and
 * points the app at them, unless VITE_FIREBASE_PROJECT_ID names a real project.
 * It also starts Sanity Studio against the same content on STUDIO_PORT (3333); STUDIO=0 skips it.
 * It also starts the local mail catcher (scripts/mail/mailCatcher.ts) and points the functions'
 * SMTP transport at it, unless SMTP_HOST names a relay of your own.
 * It also runs the mail worker (scripts/mail/runEmailWorker.ts) once the database is open: the
 * due email_jobs are sent every few seconds through the functions' own mail provider.
 * Ports: web PORT (5173), lake LAKE_PORT (3900), FIREBASE_AUTH_PORT (9099), FIREBASE_FUNCTIONS_PORT
 * (5001), mail catcher MAIL_SMTP_PORT (1025) and MAIL_WEB_PORT (1080). A lake or emulator
 * already running on its port is used as it is; anything else on that port (and any program on
 * the mail catcher's ports) ends the start with one line naming it.
 */
import { createServer } from 'vite'
import { seedDocuments } from '../seed/dataset'
import { openLakeOrExit, secureUrlLines } from './lake/openLake'
import { lakeSettings, ROOT } from './settings'
import { buildSnapshot, writeSnapshot } from './snapshot'
import { resolveContentSource } from './contentSource'
import { openSystemOfRecord, printableUrl } from './database/openDatabase'
import { emulatorSettings, startEmulators } from './emulators'
import { mailCatcherSettings, smtpEnvOf, startMailCatcher } from './mail/mailCatcher'
import { DEFAULT_INTERVAL_MS, startEmailWorkerLoop } from './mail/runEmailWorker'
import { startStudio, studioSettings } from './studioServer'
import { buildWeb, viteConfigFile } from './web/buildWeb'
import { serveWeb } from './web/serveWeb'
import { requirePinnedNode } from './support/nodeRuntime'

requirePinnedNode('npm start')

const dev = process.argv.includes('--dev')
const webPort = Number(process.env.PORT ?? 5173)
const settings = lakeSettings()

const lake = process.env.SANITY_PROJECT_ID
  ? undefined
  : await openLakeOrExit({ port: settings.port, dataDir: settings.dataDir, initialDocuments: () => seedDocuments() })
if (lake?.reused) console.log(`A local content lake already answers on ${lake.url}; using it (its data, not necessarily ${settings.dataDir}).`)
if (lake) process.env.VITE_SANITY_API_HOST ??= lake.url

// The functions need the system of record from their first call: it starts (and migrates) first.
const database = await openSystemOfRecord().catch((error: unknown) => {
  console.error(`Database: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})

// The functions send e-mail from their first call too, so the catcher listens before they start.
const mail = process.env.SMTP_HOST
  ? undefined
  : await startMailCatcher(mailCatcherSettings()).catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error))
      process.exit(1)
    })
// The worker in this process sends through the same transport as the functions: the catcher's.
Object.assign(process.env, smtpEnvOf(mail))
// Its unsubscribe links point at the emulator's unsubscribe function and are signed with the
// key the functions read (created once beside the sandbox's webhook secret, under SINK_DIR/..).
const functionsSettings = emulatorSettings()
process.env.UNSUBSCRIBE_URL ??= `http://127.0.0.1:${functionsSettings.functionsPort}/${functionsSettings.projectId}/us-central1/unsubscribe`
process.env.CANCEL_TRIAL_URL ??= `http://127.0.0.1:${functionsSettings.functionsPort}/${functionsSettings.projectId}/us-central1/cancelTrial`
process.env.SINK_DIR ??= functionsSettings.sinkDir
// E-mails link the logos (web/public/email) and the legal pages on the site this start serves.
process.env.SITE_URL ??= `http://localhost:${webPort}`
// The same worker production runs on a schedule; it needs nothing but the database to start.
const mailWorker = startEmailWorkerLoop({ databaseUrl: database.url })

const realFirebase = process.env.VITE_FIREBASE_PROJECT_ID && !process.env.VITE_FIREBASE_PROJECT_ID.startsWith('demo-')
const emulatorsStarting = realFirebase ? undefined : startEmulators({ ...emulatorSettings(), databaseUrl: database.url, functionsEnv: smtpEnvOf(mail) })
emulatorsStarting?.catch(() => undefined) // awaited below, where a failure ends the start
const source = await resolveContentSource()
const snapshot = await buildSnapshot(source)
const { funnels, problems } = snapshot
if (problems.length > 0) {
  console.error(`Content has invalid documents; fix them or re-seed (rm -rf .data/lake):\n  - ${problems.join('\n  - ')}`)
  process.exit(1)
}
writeSnapshot(snapshot)

const emulators = await emulatorsStarting?.catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
if (emulators) {
  process.env.VITE_FIREBASE_PROJECT_ID = emulators.projectId
  process.env.VITE_FIREBASE_AUTH_EMULATOR = emulators.authUrl
  process.env.VITE_FIREBASE_FUNCTIONS_EMULATOR = new URL(emulators.functionsUrl).host
}

const web = `http://localhost:${webPort}`
// The Studio's dev server boots while the app builds; a visitor's app never waits for it.
// STUDIO=0 leaves it out, and a Studio that fails to start leaves the app running.
const studioStarting =
  process.env.STUDIO === '0'
    ? undefined
    : startStudio({ port: studioSettings().port, lakeUrl: lake?.secureUrl, previewUrl: web }).catch((error: unknown) => {
        console.warn(`Sanity Studio did not start (the web app runs without it): ${error instanceof Error ? error.message : error}`)
        return undefined
      })

const distDir = `${ROOT}/dist`
const server = dev
  ? await (await createServer({ configFile: viteConfigFile, server: { port: webPort } })).listen()
  : (await buildWeb({ outDir: distDir }), await serveWeb({ dir: distDir, port: webPort }))

const studio = await studioStarting
console.log(`\nContent: ${source.name}`)
console.log(`Web app (${dev ? 'dev server' : 'production build'}): ${web}`)
for (const { funnel } of funnels) console.log(`  ${funnel.name ?? funnel.key}: ${web}${funnel.basePath}`)
if (lake) console.log(`Local content lake (Sanity API): ${lake.url}${lake.reused ? ' (already running, not started here)' : `, data in ${settings.dataDir}`}`)
if (studio) {
  console.log(`Sanity Studio (no login; live preview of this web app): ${studio.url}`)
  if (lake) for (const line of secureUrlLines(lake)) console.log(line)
}
console.log(
  database.kind === 'embedded'
    ? `Database (PostgreSQL protocol, embedded PGlite, data in ${database.dataDir}): ${database.url}; npm run customer -- <email> reads a customer`
    : `Database (PostgreSQL, DATABASE_URL): ${printableUrl(database.url)}; npm run customer -- <email> reads a customer`,
)
console.log(`Mail worker: sends the due email_jobs of ${printableUrl(database.url)} every ${DEFAULT_INTERVAL_MS / 1000} s through the functions' mail provider`)
if (emulators) {
  console.log(`Firebase auth emulator: ${emulators.authUrl}; functions: ${emulators.functionsUrl}/<name> (functions/README.md lists them)`)
  console.log(`Event sinks (NDJSON, one event a line; tail -f them): ${emulators.sinkDir}/{saveLog,analytics,meta,paymentSessions}.ndjson`)
  if (emulators.outboxDir) console.log(`E-mail outbox (e-mails scheduled for later; open the .html files; index outbox.ndjson): ${emulators.outboxDir}`)
  console.log('Payments: the offline sandbox (no Stripe key set); its card page accepts 4242 4242 4242 4242 and declines 4000 0000 0000 0002')
}
if (mail) console.log(`E-mail (SMTP ${mail.smtpHost}:${mail.smtpPort}, every message caught): inbox ${mail.url}; .eml files and index.ndjson in ${mail.dir}`)
else console.log(`E-mail: sent through SMTP_HOST ${process.env.SMTP_HOST} (no local catcher)`)
console.log('Press Ctrl+C to stop.')

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void Promise.all([server.close(), studio?.close(), lake?.close(), emulators?.close(), mail?.close(), mailWorker.stop()]).then(() => database.close()).then(() => process.exit(0))
  })
}
