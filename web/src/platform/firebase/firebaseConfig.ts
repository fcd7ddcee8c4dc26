/**
 * Where the visitor's Firebase lives, from the build's environment. Without a real project the
 * app talks to the local emulators of a `demo-` project (no account, no network), which is what
 * `npm start` and the end-to-end tests run.
 */
export interface FirebaseSettings {
  options: { apiKey: string; authDomain?: string; projectId: string; appId?: string }
  /** Auth emulator URL ('http://127.0.0.1:9099'), or undefined for the real service. */
  authEmulator?: string
  /** Functions emulator host and port, or undefined for the real service. */
  functionsEmulator?: { host: string; port: number }
}

type Env = Partial<Record<string, string>>

export const DEMO_PROJECT_ID = 'demo-funnels'

export function firebaseSettings(env: Env = import.meta.env): FirebaseSettings {
  const projectId = env.VITE_FIREBASE_PROJECT_ID || DEMO_PROJECT_ID
  // A demo- project exists only in the emulators, so it always uses them.
  const local = projectId.startsWith('demo-')
  const authEmulator = env.VITE_FIREBASE_AUTH_EMULATOR || (local ? 'http://127.0.0.1:9099' : undefined)
  const functionsAt = env.VITE_FIREBASE_FUNCTIONS_EMULATOR || (local ? '127.0.0.1:5001' : undefined)
  return {
    options: {
      apiKey: env.VITE_FIREBASE_API_KEY || 'demo-api-key',
      projectId,
      ...(env.VITE_FIREBASE_AUTH_DOMAIN ? { authDomain: env.VITE_FIREBASE_AUTH_DOMAIN } : {}),
      ...(env.VITE_FIREBASE_APP_ID ? { appId: env.VITE_FIREBASE_APP_ID } : {}),
    },
    ...(authEmulator ? { authEmulator } : {}),
    ...(functionsAt ? { functionsEmulator: hostAndPort(functionsAt) } : {}),
  }
}

function hostAndPort(value: string): { host: string; port: number } {
  const url = new URL(value.includes('://') ? value : `http://${value}`)
  const port = Number(url.port)
  if (!url.hostname || !Number.isInteger(port) || port <= 0) throw new Error(`VITE_FIREBASE_FUNCTIONS_EMULATOR must be host:port, got "${value}"`)
  return { host: url.hostname, port }
}
