/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SANITY_PROJECT_ID?: string
  readonly VITE_SANITY_DATASET?: string
  readonly VITE_SANITY_API_VERSION?: string
  readonly VITE_SANITY_API_HOST?: string
  /** The Studio that preview mode's edit markers open (default http://localhost:3333). */
  readonly VITE_SANITY_STUDIO_URL?: string
  readonly VITE_FIREBASE_API_KEY?: string
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string
  readonly VITE_FIREBASE_PROJECT_ID?: string
  readonly VITE_FIREBASE_APP_ID?: string
  readonly VITE_FIREBASE_AUTH_EMULATOR?: string
  readonly VITE_FIREBASE_FUNCTIONS_EMULATOR?: string
  readonly VITE_META_PIXEL_ID?: string
}

/** Set by vite.config.ts: the app's version (package.json unless APP_VERSION is set) and build time. */
declare const __APP_VERSION__: string
declare const __BUILD_TIME__: string
