/**
 * The Firebase emulators (auth, functions) as two separate CLI processes, so the functions one
 * can be stopped and started again without losing the auth emulator's anonymous users. Each
 * process gets its own folder under the data folder with a generated firebase.json (ports),
 * its log and its pid file. Ports already answered by our emulator are reused, as openLake does.
 * `tsx scripts/emulators.ts` runs them in the foreground.
 */
import { spawn } from 'node:child_process'
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import * as z from 'zod'
import { buildFunctions, FUNCTIONS_DIR } from './buildFunctions'
import { freePort } from './database/freePort'
import { functionsWorkerLimit, functionsWorkerLimitEnv } from './functionsWorkerLimit'
import { openSystemOfRecord } from './database/openDatabase'
import { mailCatcherSettings, smtpEnvOf, startMailCatcher } from './mail/mailCatcher'
import { portOf } from './ports'
import { ROOT, sanitySettings } from './settings'
import { functionsRuntime } from './support/nodeRuntime'

export type EmulatorKind = 'auth' | 'functions'

export interface EmulatorSettings {
  authPort: number
  functionsPort: number
  /** The auth process's hub and logging ports; the functions process's default to the next port of each. */
  hubPort: number
  loggingPort: number
  /** The functions process's hub and logging ports (default hubPort + 1, loggingPort + 1). */
  functionsHubPort?: number
  functionsLoggingPort?: number
  /**
   * The Eventarc and Cloud Tasks emulators the CLI starts beside the functions. Absent, a port
   * free now is chosen, so tests side by side never meet on the CLI's own first choice (9299, 9499).
   */
  eventarcPort?: number
  tasksPort?: number
  projectId: string
  /** Generated firebase.json files, logs and pid files: <dataDir>/auth, <dataDir>/functions. */
  dataDir: string
  /** Where the functions write their NDJSON sinks (SINK_DIR). */
  sinkDir: string
  /** Where the functions' local mail provider writes e-mails (OUTBOX_DIR); the functions' default when absent. */
  outboxDir?: string
  /** The content lake the functions read completion content from (SANITY_API_HOST); absent: theirs (the environment's, else port 3900). */
  sanityApiHost?: string
  /** The system of record the functions use (DATABASE_URL). */
  databaseUrl?: string
  /** Extra environment for the functions (webhook secrets, test switches). */
  functionsEnv?: Record<string, string>
}

export interface StartOptions extends EmulatorSettings {
  /** Leave the emulators running when this process exits (stop them with close() or the pid file). */
  detached?: boolean
  timeoutMs?: number
  /** Requests the functions emulator runs at once (functionsWorkerLimit.ts); default FUNCTIONS_EMULATOR_PARALLEL, else 4. */
  functionsParallel?: number
}

export interface RunningEmulator {
  kind: EmulatorKind
  url: string
  /** null when another process's emulator answered on the port and is used as it is. */
  pid: number | null
  reused: boolean
  /** Stops the process this call started (its whole process group); leaves a reused one running. */
  close(): Promise<void>
}

export interface RunningEmulators {
  authUrl: string
  functionsUrl: string
  projectId: string
  sinkDir: string
  outboxDir: string | undefined
  /** The functions emulator's pid (the one tests stop); the auth one is auth.pid. */
  pid: number | null
  auth: RunningEmulator
  functions: RunningEmulator
  close(): Promise<void>
}

const HOST = '127.0.0.1'
const FIREBASE_BIN = join(ROOT, 'node_modules/.bin/firebase')

export function emulatorSettings(env: NodeJS.ProcessEnv = process.env): EmulatorSettings {
  return {
    authPort: portOf('auth', env),
    functionsPort: portOf('functions', env),
    hubPort: portOf('authHub', env),
    loggingPort: portOf('authLogging', env),
    functionsHubPort: portOf('functionsHub', env),
    functionsLoggingPort: portOf('functionsLogging', env),
    eventarcPort: portOf('eventarc', env),
    tasksPort: portOf('tasks', env),
    projectId: env.FIREBASE_PROJECT_ID ?? 'demo-funnels',
    dataDir: resolve(ROOT, env.EMULATORS_DATA_DIR ?? '.data/emulators'),
    sinkDir: resolve(ROOT, env.SINK_DIR ?? '.data/sinks'),
    outboxDir: resolve(ROOT, env.OUTBOX_DIR ?? '.data/outbox'),
    // The local lake's address (scripts/settings.ts), or none when a real Sanity project is named.
    sanityApiHost: sanitySettings().apiHost,
  }
}

export const pidFileOf = (dataDir: string, kind: EmulatorKind) => join(dataDir, kind, 'emulator.pid')

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

/** Something accepts TCP connections on the port. */
function portTaken(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host: HOST, port }, () => (socket.destroy(), done(true)))
    socket.on('error', () => done(false))
  })
}

/** The auth emulator answers GET / with { authEmulator: { ready: true } }. */
async function authAnswers(url: string): Promise<boolean> {
  try {
    const body: unknown = await (await fetch(`${url}/`, { signal: AbortSignal.timeout(1500) })).json()
    return typeof body === 'object' && body !== null && 'authEmulator' in body
  } catch {
    return false
  }
}

/** Our saveLog's own answer to an empty payload: the functions are built and loaded. */
const ourInvalidArgument = z.object({ error: z.object({ status: z.literal('INVALID_ARGUMENT'), message: z.string().startsWith('saveLog:') }) })

async function functionsAnswer(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/saveLog`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: null }),
      signal: AbortSignal.timeout(1500),
    })
    return ourInvalidArgument.safeParse(await response.json()).success
  } catch {
    return false
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    // A zombie still answers kill(0); it is gone for our purposes.
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z')
  } catch {
    return false
  }
}

function tail(file: string, lines = 30): string {
  if (!existsSync(file)) return '(no output)'
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')
}

/** SIGTERM to the process group (the CLI and its function workers), SIGKILL after 10 s. */
async function stopProcess(pid: number, port: number): Promise<void> {
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name)
    } catch {
      // already gone
    }
  }
  signal('SIGTERM')
  const deadline = Date.now() + 10_000
  while ((processAlive(pid) || (await portTaken(port))) && Date.now() < deadline) await sleep(100)
  if (processAlive(pid)) signal('SIGKILL')
  while ((await portTaken(port)) && Date.now() < deadline + 5_000) await sleep(100)
}

const pidFileContent = z.object({ pid: z.int().positive(), port: z.int().positive() })

/** A stale pid file may name a pid the system has since given to another program. */
const isFirebaseCli = (pid: number) => existsSync(`/proc/${pid}/cmdline`) && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('emulators:start')

/** Stops an emulator started (possibly by another process) with its pid file; no file, nothing to do. */
export async function stopEmulatorByPidFile(pidFile: string): Promise<void> {
  if (!existsSync(pidFile)) return
  const parsed = pidFileContent.safeParse(JSON.parse(readFileSync(pidFile, 'utf8')))
  if (parsed.success && isFirebaseCli(parsed.data.pid)) await stopProcess(parsed.data.pid, parsed.data.port)
  rmSync(pidFile, { force: true })
}

/** Every port the CLI would otherwise choose itself, named, so the process never wanders onto another's. */
async function firebaseJson(kind: EmulatorKind, options: EmulatorSettings, dir: string) {
  const at = (port: number) => ({ host: HOST, port })
  if (kind === 'auth') return { emulators: { auth: at(options.authPort), ui: { enabled: false }, hub: at(options.hubPort), logging: at(options.loggingPort) } }
  const hub = at(options.functionsHubPort ?? options.hubPort + 1)
  const logging = at(options.functionsLoggingPort ?? options.loggingPort + 1)
  const eventarc = at(options.eventarcPort ?? (await freePort()))
  const tasks = at(options.tasksPort ?? (await freePort()))
  // The CLI joins `source` onto the config's folder, so it must be relative (an absolute path breaks).
  return {
    functions: [{ source: relative(dir, FUNCTIONS_DIR), codebase: 'default', runtime: functionsRuntime() }],
    emulators: { functions: at(options.functionsPort), ui: { enabled: false }, hub, logging, eventarc, tasks },
  }
}

/** What the functions read from their environment: sinks, outbox, auth emulator and content lake. */
function functionsEnv(options: EmulatorSettings): Record<string, string> {
  return {
    SINK_DIR: options.sinkDir,
    FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${options.authPort}`,
    ...(options.outboxDir ? { OUTBOX_DIR: options.outboxDir } : {}),
    ...(options.sanityApiHost ? { SANITY_API_HOST: options.sanityApiHost } : {}),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.functionsEnv,
  }
}

async function startEmulator(kind: EmulatorKind, options: StartOptions): Promise<RunningEmulator> {
  const port = kind === 'auth' ? options.authPort : options.functionsPort
  const url = kind === 'auth' ? `http://${HOST}:${port}` : `http://${HOST}:${port}/${options.projectId}/us-central1`
  const answers = () => (kind === 'auth' ? authAnswers(url) : functionsAnswer(url))
  if (await answers()) return { kind, url, pid: null, reused: true, close: async () => {} }
  if (await portTaken(port)) throw new Error(`Port ${port} for the ${kind} emulator is taken by another program; stop it or choose another port.`)

  const dir = join(options.dataDir, kind)
  mkdirSync(dir, { recursive: true })
  const config = join(dir, 'firebase.json')
  writeFileSync(config, `${JSON.stringify(await firebaseJson(kind, options, dir), null, 2)}\n`)
  if (kind === 'functions') await buildFunctions()

  // Output goes to a file, not a pipe: a detached emulator must outlive this process.
  const logFile = join(dir, 'emulator.log')
  const out = openSync(logFile, 'w')
  const child = spawn(FIREBASE_BIN, ['emulators:start', '--only', kind, '--project', options.projectId, '--config', config], {
    cwd: dir, // firebase-debug.log lands here
    detached: true, // its own process group, so close() reaches the function workers too
    stdio: ['ignore', out, out],
    env: {
      ...process.env,
      CI: '1',
      METADATA_SERVER_DETECTION: 'none', // skips google-auth's probe for a GCE metadata server
      // The functions read these; the auth emulator runs in another process, so the CLI cannot set them.
      ...(kind === 'functions' ? functionsEnv(options) : {}),
      // Bounds the emulator's workers (one per request in flight); see functionsWorkerLimit.ts.
      ...(kind === 'functions' ? functionsWorkerLimitEnv(options.functionsParallel ?? functionsWorkerLimit()) : {}),
    },
  })
  closeSync(out)
  let exited: number | string | null | undefined
  child.on('exit', (code) => (exited = code))
  child.on('error', (error) => (exited = error.message))
  const pid = child.pid
  if (pid === undefined) throw new Error(`Could not start the ${kind} emulator (${FIREBASE_BIN})`)
  const pidFile = pidFileOf(options.dataDir, kind)
  writeFileSync(pidFile, JSON.stringify({ pid, port }))

  const killOnExit = () => {
    try {
      process.kill(-pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
  if (options.detached) child.unref()
  else process.on('exit', killOnExit)
  const close = async () => {
    process.off('exit', killOnExit)
    await stopProcess(pid, port)
    rmSync(pidFile, { force: true })
  }

  const deadline = Date.now() + (options.timeoutMs ?? 90_000)
  while (!(await answers())) {
    if (exited !== undefined || Date.now() > deadline) {
      await close()
      const why = exited !== undefined ? `exited (${exited})` : `did not answer within ${(options.timeoutMs ?? 90_000) / 1000} s`
      throw new Error(`The ${kind} emulator ${why}. Last output (${logFile}):\n${tail(logFile)}`)
    }
    await sleep(250)
  }
  return { kind, url, pid, reused: false, close }
}

export const startAuthEmulator = (options: StartOptions) => startEmulator('auth', options)
export const startFunctionsEmulator = (options: StartOptions) => startEmulator('functions', options)

/** Both emulators, started side by side; if one fails the other is stopped again. */
export async function startEmulators(options: StartOptions): Promise<RunningEmulators> {
  const [auth, functions] = await Promise.allSettled([startAuthEmulator(options), startFunctionsEmulator(options)])
  if (auth.status === 'rejected' || functions.status === 'rejected') {
    await Promise.all([auth, functions].map((started) => (started.status === 'fulfilled' ? started.value.close() : undefined)))
    throw [auth, functions].flatMap((started) => (started.status === 'rejected' ? [started.reason] : []))[0]
  }
  return {
    authUrl: auth.value.url,
    functionsUrl: functions.value.url,
    projectId: options.projectId,
    sinkDir: options.sinkDir,
    outboxDir: options.outboxDir,
    pid: functions.value.pid,
    auth: auth.value,
    functions: functions.value,
    close: async () => void (await Promise.all([auth.value.close(), functions.value.close()])),
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // The payment and completion functions need the system of record, as under npm start.
  const database = await openSystemOfRecord()
  console.log(`Database: ${database.url}${database.kind === 'embedded' ? ` (embedded PGlite, data in ${database.dataDir})` : ''}`)
  // E-mail from the functions goes to the local catcher, unless SMTP_HOST names a relay.
  const mail = process.env.SMTP_HOST
    ? undefined
    : await startMailCatcher(mailCatcherSettings()).catch((error: unknown) => {
        console.error(error instanceof Error ? error.message : String(error))
        process.exit(1)
      })
  const emulators = await startEmulators({ ...emulatorSettings(), databaseUrl: database.url, functionsEnv: smtpEnvOf(mail) })
  const note = (emulator: RunningEmulator) => (emulator.reused ? ' (already running, not started here)' : '')
  console.log(`Auth emulator: ${emulators.authUrl}${note(emulators.auth)}`)
  console.log(`Functions emulator: ${emulators.functionsUrl}/{name}${note(emulators.functions)}`)
  console.log(`Sinks (NDJSON): ${emulators.sinkDir}${emulators.functions.reused ? ' (if the running functions emulator was started with this SINK_DIR)' : ''}`)
  if (emulators.outboxDir) console.log(`E-mail outbox (e-mails scheduled for later, one .html each, index outbox.ndjson): ${emulators.outboxDir}`)
  if (mail) console.log(`Mail catcher (SMTP ${mail.smtpHost}:${mail.smtpPort}): inbox ${mail.url}; .eml files and index.ndjson in ${mail.dir}`)
  console.log('Press Ctrl+C to stop.')
  const stop = () => Promise.all([emulators.close(), mail?.close()]).then(() => database.close())
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop().then(() => process.exit(0)))
}
