/**
 * The Firebase app, auth and functions instances, created once. Only platform modules that are
 * loaded after the first paint import this file, so Firebase never weighs on the landing.
 */
import { initializeApp, type FirebaseApp } from 'firebase/app'
import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth, type Auth } from 'firebase/auth'
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions'
import { browserConfig, type FirebaseSettings } from '../config/browserConfig'

export const REGION = 'us-central1'

export interface FirebaseServices {
  app: FirebaseApp
  auth: Auth
  functions: Functions
  settings: FirebaseSettings
}

let services: FirebaseServices | undefined

export function firebaseServices(): FirebaseServices {
  if (services) return services
  const settings = browserConfig().firebase
  const app = initializeApp(settings.options)
  // initializeAuth without a popup resolver: getAuth would bundle the sign-in popup code.
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] })
  if (settings.authEmulator) connectAuthEmulator(auth, settings.authEmulator, { disableWarnings: true })
  const functions = getFunctions(app, REGION)
  if (settings.functionsEmulator) connectFunctionsEmulator(functions, settings.functionsEmulator.host, settings.functionsEmulator.port)
  services = { app, auth, functions, settings }
  return services
}
