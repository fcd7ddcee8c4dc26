/**
 * The bench's own Firebase emulators (auth and functions), so the pages that call the functions
 * are measured as a visitor meets them: the deep-linked paywalls with their prices (not the
 * prices error a missing server leaves, which also moved the layout), and the INP walk's plan
 * choice. The functions read the bench's content lake and an embedded database of their own, in
 * a temporary folder. The ports are the bench's own, apart from `npm start`'s and the e2e run's.
 *
 * The build must be told the emulators before it runs (pointBuildAtBenchEmulators): the app's
 * SDK connects to them, and serveWeb's Content-Security-Policy allows what the build was told.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openSystemOfRecord } from '../database/openDatabase'
import { startEmulators } from '../emulators'

/** auth, functions, then the CLI's hubs, logging servers, Eventarc and Cloud Tasks, and the database. */
export const BENCH_EMULATOR_PORTS = { auth: 4340, functions: 4341, hub: 4342, functionsHub: 4343, logging: 4344, functionsLogging: 4345, eventarc: 4346, tasks: 4347, database: 4348 } as const
export const BENCH_PROJECT_ID = 'demo-funnels'

/** The browser variables that point a build at the bench's emulators (a demo- project: no real Firebase). */
export function benchEmulatorEnv(ports: typeof BENCH_EMULATOR_PORTS = BENCH_EMULATOR_PORTS) {
  return {
    VITE_FIREBASE_PROJECT_ID: BENCH_PROJECT_ID,
    VITE_FIREBASE_AUTH_EMULATOR: `http://127.0.0.1:${ports.auth}`,
    VITE_FIREBASE_FUNCTIONS_EMULATOR: `127.0.0.1:${ports.functions}`,
  }
}

/** Sets benchEmulatorEnv in this process, before the product is built and served. */
export function pointBuildAtBenchEmulators(env: NodeJS.ProcessEnv = process.env): void {
  Object.assign(env, benchEmulatorEnv())
}

export interface BenchEmulators {
  functionsUrl: string
  /** How long the database and the emulators took to start. */
  startMs: number
  close(): Promise<void>
}

/** Starts the database and both emulators, the functions reading content from `lakeUrl`. */
export async function startBenchEmulators(lakeUrl: string, progress: (message: string) => void = () => undefined): Promise<BenchEmulators> {
  const started = performance.now()
  progress('the functions and auth emulators')
  const dir = mkdtempSync(join(tmpdir(), 'bench-emulators-'))
  const ports = BENCH_EMULATOR_PORTS
  const database = await openSystemOfRecord({ url: undefined, port: ports.database, dataDir: join(dir, 'postgres') })
  try {
    const emulators = await startEmulators({
      authPort: ports.auth,
      functionsPort: ports.functions,
      hubPort: ports.hub,
      functionsHubPort: ports.functionsHub,
      loggingPort: ports.logging,
      functionsLoggingPort: ports.functionsLogging,
      eventarcPort: ports.eventarc,
      tasksPort: ports.tasks,
      projectId: BENCH_PROJECT_ID,
      dataDir: join(dir, 'emulators'),
      sinkDir: join(dir, 'sinks'),
      outboxDir: join(dir, 'outbox'),
      sanityApiHost: lakeUrl,
      databaseUrl: database.url,
      functionsEnv: { SANDBOX_DIR: join(dir, 'sandbox') },
    })
    if (emulators.auth.reused || emulators.functions.reused) progress('emulators were already answering on the bench ports (another bench?); they are used as they are')
    return {
      functionsUrl: emulators.functionsUrl,
      startMs: performance.now() - started,
      close: async () => {
        await emulators.close()
        await database.close()
        rmSync(dir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    await database.close()
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
}
