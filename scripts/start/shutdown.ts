/**
 * What `npm start` started, and how it all stops: Ctrl+C or SIGTERM stops every service in the
 * reverse order of its start (the web server first, the database last, so nothing still running
 * loses what it depends on) and exits 0; a second signal stops waiting and kills the child
 * process groups at once. A service that fails to start stops the others the same way, after
 * one line that names it.
 */
import { signalGroup } from './processGroup'

export interface Shutdown {
  /**
   * Registers a started service. `groups`: the process groups it leads (detached children),
   * killed outright on a second signal.
   */
  add(name: string, stop: () => Promise<unknown> | unknown, groups?: readonly (number | null | undefined)[]): void
  /** Stops every registered service, last started first; a stop that throws is reported and the rest go on. */
  stopAll(): Promise<void>
  /** Installs the SIGINT, SIGTERM and SIGHUP handlers. */
  handleSignals(): void
  /** Prints `<service> did not start: <reason>` on one line, stops what started, exits 1. */
  fail(service: string, error: unknown): Promise<never>
}

export interface ShutdownOptions {
  exit?: (code: number) => void
  log?: (line: string) => void
}

/** The first line of an error's message: the one line a failed start prints. */
export const firstLine = (error: unknown) => ((error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '').trim().replace(/:$/, '')

export function createShutdown({ exit = (code) => process.exit(code), log = (line) => console.error(line) }: ShutdownOptions = {}): Shutdown {
  const services: { name: string; stop: () => Promise<unknown> | unknown; groups: number[] }[] = []
  let stopping: Promise<void> | undefined

  const stopAll = () =>
    (stopping ??= (async () => {
      for (const service of [...services].reverse()) {
        try {
          await service.stop()
        } catch (error) {
          log(`${service.name} did not stop cleanly: ${firstLine(error)}`)
        }
      }
    })())

  const force = () => {
    log('Stopping at once.')
    for (const service of services) for (const group of service.groups) signalGroup(group, 'SIGKILL')
    exit(130)
  }

  return {
    add(name, stop, groups = []) {
      services.push({ name, stop, groups: groups.filter((group): group is number => typeof group === 'number') })
    },
    stopAll,
    handleSignals() {
      // SIGHUP too: a closed terminal would otherwise end this process without its 'exit' handlers,
      // leaving the detached emulators and Studio behind.
      for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
        process.on(signal, () => {
          if (stopping) return force()
          log('Stopping every service npm start started (press Ctrl+C again to stop at once)…')
          void stopAll().then(() => exit(0))
        })
      }
    },
    async fail(service, error) {
      log(`${service} did not start: ${firstLine(error)}`)
      await stopAll()
      exit(1)
      // exit() ends the process; a test's exit returns, and nothing may run on after a failure.
      return new Promise<never>(() => undefined)
    },
  }
}
