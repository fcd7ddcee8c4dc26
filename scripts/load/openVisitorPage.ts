/**
 * One visitor's page for the load test, in node: the browser's own event outbox and saveLog sender
 * (web/src/platform/events/eventOutbox.ts, web/src/platform/firebase/logSender.ts) over the real
 * Firebase SDK, signed in anonymously on the auth emulator, calling saveLog on the functions
 * emulator with the app's 70 s timeout. Nothing of the delivery is mirrored: the sender's order
 * (one event in flight, the oldest first, it leaves the outbox only when the server has it) and its
 * retry verdicts are the code visitors run.
 *
 * The outbox and the sender keep their state in their modules, one page each, so every visitor
 * gets fresh instances of them (vitest's module registry is reset before each import): 200
 * visitors are 200 pages, not 200 tabs sharing one queue. Without a window, storage keeps its
 * values in memory (setPrerenderStorage), where each visitor has already learned its country, so
 * no answer needs the browser's country fallback.
 */
import { deleteApp, initializeApp } from 'firebase/app'
import { connectAuthEmulator, inMemoryPersistence, initializeAuth, signInAnonymously } from 'firebase/auth'
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions'
import { vi } from 'vitest'

export interface LoadTarget {
  projectId: string
  /** The auth emulator, http://127.0.0.1:<port>. */
  authUrl: string
  functionsHost: string
  functionsPort: number
}

export interface VisitorPage {
  /** The anonymous uid the auth emulator gave this visitor. */
  readonly uid: string
  /** Every failed call, as the SDK reported it (`functions/internal: …`), retried or not. */
  readonly failures: string[]
  /** Queues the events at once, as a visitor's taps do, and starts the page's sender. */
  send(names: readonly string[]): void
  /** Resolves when the outbox is empty again: every event delivered (or refused for good). */
  delivered(): Promise<void>
  close(): Promise<void>
}

const CALLABLE_TIMEOUT_MS = 70_000

/** Opens the page: fresh outbox and sender modules, a Firebase app, an anonymous sign-in. */
export async function openVisitorPage(name: string, target: LoadTarget, now: () => number = Date.now): Promise<VisitorPage> {
  // One registry reset, then every import of this page: the sender must share the page's outbox.
  vi.resetModules()
  const storage = await import('../../web/src/platform/storage/storage')
  const outbox = await import('../../web/src/platform/events/eventOutbox')
  const { startLogSender } = await import('../../web/src/platform/firebase/logSender')
  const country = { countryCode: 'PL', detectedCountry: 'PL', confidence: 1, method: 'header', timestamp: now() }
  storage.setPrerenderStorage({ 'funnels:country': JSON.stringify(country) })

  const app = initializeApp({ apiKey: 'demo-api-key', projectId: target.projectId }, name)
  const auth = initializeAuth(app, { persistence: inMemoryPersistence })
  connectAuthEmulator(auth, target.authUrl, { disableWarnings: true })
  const functions = getFunctions(app, 'us-central1')
  connectFunctionsEmulator(functions, target.functionsHost, target.functionsPort)
  const saveLog = httpsCallable<unknown, unknown>(functions, 'saveLog', { timeout: CALLABLE_TIMEOUT_MS })
  const { user } = await signInAnonymously(auth)

  const failures: string[] = []
  const call = async (data: unknown) => {
    try {
      return (await saveLog(data)).data
    } catch (error) {
      failures.push(error instanceof Error ? `${'code' in error ? String(error.code) : error.name}: ${error.message}` : String(error))
      throw error
    }
  }
  let sender: ReturnType<typeof startLogSender> | undefined
  return {
    uid: user.uid,
    failures,
    send(names) {
      names.forEach((event, index) => outbox.enqueueEvent({ id: `${user.uid}-${index}`, name: event, params: { step: index }, onboardingName: 'demo', superProperties: {}, createdAt: now() }))
      // The back-off's waits are the sender's own concern (its unit tests run them on a fake
      // clock); here a failed call is tried again at once, and the failure is counted.
      sender ??= startLogSender({ call, userId: async () => user.uid, now, sleep: async () => undefined })
    },
    async delivered() {
      while (outbox.pendingEvents().length > 0) {
        await sender?.drained()
        // A drain that ended between an event's answer and the next wake-up: look again shortly.
        if (outbox.pendingEvents().length > 0) await new Promise((resolve) => setImmediate(resolve))
      }
    },
    async close() {
      sender?.stop()
      await deleteApp(app)
    },
  }
}
