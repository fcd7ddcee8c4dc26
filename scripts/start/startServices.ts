/**
 * The services of `npm start`, started in order once start.ts holds the start lock: each either
 * starts and is printed, or ends the start through `shutdown.fail` with one line naming it.
 * Loaded only then, so a refused second start never pays for loading Vite, the functions or
 * the database driver.
 */
import { createServer } from 'vite'
import { seedDocuments } from '../../seed/dataset'
import { resolveContentSource } from '../contentSource'
import { openSystemOfRecord, printableUrl } from '../database/openDatabase'
import { emulatorSettings, startEmulators } from '../emulators'
import { openLake, secureUrlLines } from '../lake/openLake'
import { mailCatcherSettings, smtpEnvOf, startMailCatcher } from '../mail/mailCatcher'
import { DEFAULT_INTERVAL_MS, startEmailWorkerLoop } from '../mail/runEmailWorker'
import { REPORT_LOOP_MS, startReportLoop } from './reportLoop'
import { portTable, type PortSetting } from '../ports'
import { lakeSettings, ROOT } from '../settings'
import { writeSnapshot } from '../snapshot'
import { snapshotWithTwins } from '../snapshotWithTwins'
import { startStudio, studioSettings } from '../studioServer'
import { buildWebAtomically } from '../web/buildWebAtomically'
import { viteConfigFile } from '../web/buildWeb'
import { serveWeb } from '../web/serveWeb'
import type { Shutdown } from './shutdown'

export interface StartContext {
  /** Vite's dev server instead of the production build (`npm run dev`). */
  dev: boolean
  webPort: number
  /** The web app's address, as visitors and the Studio's preview reach it. */
  web: string
  ports: readonly PortSetting[]
  shutdown: Shutdown
}

/** Starts every service and prints the banner; resolves once all run. */
export async function startServices({ dev, webPort, web, ports, shutdown }: StartContext): Promise<void> {
  const settings = lakeSettings()
  const lake = process.env.SANITY_PROJECT_ID
    ? undefined
    : await openLake({ port: settings.port, dataDir: settings.dataDir, initialDocuments: () => seedDocuments() }).catch((error: unknown) => shutdown.fail('The content lake', error))
  if (lake) shutdown.add('the content lake', () => lake.close())
  if (lake) process.env.VITE_SANITY_API_HOST ??= lake.url

  // The functions need the system of record from their first call: it starts (and migrates) first.
  const database = await openSystemOfRecord().catch((error: unknown) => shutdown.fail('The database', error))
  shutdown.add('the database', () => database.close())

  // The functions send e-mail from their first call too, so the catcher listens before they start.
  const mail = process.env.SMTP_HOST ? undefined : await startMailCatcher(mailCatcherSettings()).catch((error: unknown) => shutdown.fail('The mail catcher', error))
  if (mail) shutdown.add('the mail catcher', () => mail.close())
  // The worker in this process sends through the same transport as the functions: the catcher's.
  Object.assign(process.env, smtpEnvOf(mail))
  // Its unsubscribe links point at the emulator's unsubscribe function and are signed with the
  // key the functions read (created once beside the sandbox's webhook secret, under SINK_DIR/..).
  const functionsSettings = emulatorSettings()
  process.env.UNSUBSCRIBE_URL ??= `http://127.0.0.1:${functionsSettings.functionsPort}/${functionsSettings.projectId}/us-central1/unsubscribe`
  process.env.CANCEL_TRIAL_URL ??= `http://127.0.0.1:${functionsSettings.functionsPort}/${functionsSettings.projectId}/us-central1/cancelTrial`
  process.env.SINK_DIR ??= functionsSettings.sinkDir
  // E-mails link the logos (web/public/email) and the legal pages on the site this start serves.
  process.env.SITE_URL ??= web
  // The same worker production runs on a schedule; it needs nothing but the database to start.
  const mailWorker = startEmailWorkerLoop({ databaseUrl: database.url })
  shutdown.add('the mail worker', () => mailWorker.stop())

  const realFirebase = process.env.VITE_FIREBASE_PROJECT_ID && !process.env.VITE_FIREBASE_PROJECT_ID.startsWith('demo-')
  const emulatorsStarting = realFirebase ? undefined : startEmulators({ ...functionsSettings, databaseUrl: database.url, functionsEnv: smtpEnvOf(mail) })
  emulatorsStarting?.catch(() => undefined) // awaited below, where a failure ends the start

  // One invalid document does not stop the start: its snapshot twin serves, and it is named.
  const source = await resolveContentSource()
  const snapshot = await snapshotWithTwins(source).catch((error: unknown) => shutdown.fail(`The snapshot of ${source.name}`, error))
  if (snapshot.fatal.length > 0) {
    for (const problem of snapshot.fatal) console.error(`  - ${problem}`)
    await shutdown.fail(`The snapshot of ${source.name}`, new Error(`its funnel list is invalid (${snapshot.fatal.length} problem(s) above); fix it or re-seed (rm -rf .data/lake)`))
  }
  writeSnapshot(snapshot)

  const emulators = await emulatorsStarting?.catch((error: unknown) => shutdown.fail('The Firebase emulators', error))
  if (emulators) {
    shutdown.add('the Firebase emulators', () => emulators.close(), [emulators.auth.pid, emulators.functions.pid])
    process.env.VITE_FIREBASE_PROJECT_ID = emulators.projectId
    process.env.VITE_FIREBASE_AUTH_EMULATOR = emulators.authUrl
    process.env.VITE_FIREBASE_FUNCTIONS_EMULATOR = new URL(emulators.functionsUrl).host
  }

  // The Studio's dev server boots while the app builds; either failing ends the start (STUDIO=0
  // leaves the Studio out), so the banner never names a service that is not running.
  const studioStarting =
    process.env.STUDIO === '0'
      ? undefined
      : startStudio({ port: studioSettings().port, lakeUrl: lake?.secureUrl, previewUrl: web }).then(
          (studio) => (shutdown.add('Sanity Studio', () => studio.close(), [studio.pid]), studio),
          (error: unknown) => shutdown.fail('Sanity Studio', error), // at once, even mid-build
        )

  const distDir = `${ROOT}/dist`
  const server = dev
    ? await createServer({ configFile: viteConfigFile, server: { port: webPort, strictPort: true } })
        .then((vite) => vite.listen())
        .catch((error: unknown) => shutdown.fail('The web app (Vite dev server)', error))
    : await buildWebAtomically({ outDir: distDir })
        .catch((error: unknown) => shutdown.fail('The web app (production build)', error))
        .then(() => serveWeb({ dir: distDir, port: webPort }).catch((error: unknown) => shutdown.fail('The web app server', error)))
  shutdown.add('the web app', () => server.close())

  // The hourly experiment reports of production, every few minutes into the lake the Studio reads.
  const reports = lake ? startReportLoop({ ...process.env, DATABASE_URL: database.url, SANITY_API_HOST: lake.url }) : undefined
  if (reports) shutdown.add('the experiment reports', () => reports.stop())

  const studio = await studioStarting

  console.log(`\nContent: ${source.name}`)
  for (const line of snapshot.invalidDocuments) console.warn(line)
  console.log(`Web app (${dev ? 'dev server' : 'production build'}): ${web}`)
  for (const { funnel } of snapshot.funnels) console.log(`  ${funnel.name ?? funnel.key}: ${web}${funnel.basePath}`)
  if (lake) console.log(`Local content lake (Sanity API): ${lake.url}${lake.reused ? ' (already running, not started here)' : `, data in ${settings.dataDir}`}`)
  if (studio) {
    console.log(`Sanity Studio (no login; live preview of this web app): ${studio.url}; its log: ${studio.logFile}`)
    if (lake) for (const line of secureUrlLines(lake)) console.log(line)
  } else console.log('Sanity Studio: not started (STUDIO=0)')
  console.log(
    database.kind === 'embedded'
      ? `Database (PostgreSQL protocol, embedded PGlite, data in ${database.dataDir}): ${database.url}; npm run customer -- <email> reads a customer`
      : `Database (PostgreSQL, DATABASE_URL): ${printableUrl(database.url)}; npm run customer -- <email> reads a customer`,
  )
  console.log(`Mail worker: sends the due email_jobs of ${printableUrl(database.url)} every ${DEFAULT_INTERVAL_MS / 1000} s through the functions' mail provider`)
  if (reports) console.log(`Experiment reports: every funnel's, written into the lake every ${REPORT_LOOP_MS / 60_000} minutes for the Studio's Experiments tool; npm run report -- --funnel <key> --since <YYYY-MM-DD> prints one`)
  if (emulators) {
    const reused = [emulators.auth, emulators.functions].filter((emulator) => emulator.reused).map((emulator) => emulator.kind)
    console.log(`Firebase auth emulator: ${emulators.authUrl}; functions: ${emulators.functionsUrl}/<name> (functions/README.md lists them); logs in ${functionsSettings.dataDir}/{auth,functions}/emulator.log`)
    if (reused.length > 0) console.log(`  The ${reused.join(' and ')} emulator${reused.length > 1 ? 's were' : ' was'} already running and not started here: stopping npm start leaves ${reused.length > 1 ? 'them' : 'it'} running.`)
    console.log(`Event sinks (NDJSON, one event a line; tail -f them): ${emulators.sinkDir}/{saveLog,analytics,meta,paymentSessions}.ndjson`)
    if (emulators.outboxDir) console.log(`E-mail outbox (e-mails scheduled for later; open the .html files; index outbox.ndjson): ${emulators.outboxDir}`)
    console.log('Payments: the offline sandbox (no Stripe key set); its card page accepts 4242 4242 4242 4242 and declines 4000 0000 0000 0002')
  }
  if (mail) console.log(`E-mail (SMTP ${mail.smtpHost}:${mail.smtpPort}, every message caught): inbox ${mail.url}; .eml files and index.ndjson in ${mail.dir}`)
  else console.log(`E-mail: sent through SMTP_HOST ${process.env.SMTP_HOST} (no local catcher)`)
  console.log('Ports (each moved by its variable):')
  for (const line of portTable(ports)) console.log(line)
  console.log('Press Ctrl+C to stop (every service above stops with it).')
}
