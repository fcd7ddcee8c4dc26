import { isBoolean } from '../storage/guards'
import { createStore, fromGuard } from '../storage/storage'

const store = createStore('local', 'funnels')
// A guard, not zod: the funnel view imports this with the landing, and zod must not load before its first paint.
const testerSchema = fromGuard(isBoolean)
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]']

/** A tester: on a local host, or after opening the debug panel (spec sections 4 and 6). */
export function isTester(): boolean {
  return LOCAL_HOSTS.includes(window.location.hostname) || store.read('tester', testerSchema) === true
}

export const markTester = (): void => void store.write('tester', true)
export const clearTester = (): void => store.remove('tester')
