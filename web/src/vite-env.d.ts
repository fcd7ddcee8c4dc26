/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SANITY_PROJECT_ID?: string
  readonly VITE_SANITY_DATASET?: string
  readonly VITE_SANITY_API_HOST?: string
}

/** Set by vite.config.ts: the app's version (package.json unless APP_VERSION is set) and build time. */
declare const __APP_VERSION__: string
declare const __BUILD_TIME__: string
