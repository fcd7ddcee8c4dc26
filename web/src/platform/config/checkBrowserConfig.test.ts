import { describe, expect, it } from 'vitest'
import { BrowserConfigError, parseBrowserConfig } from './checkBrowserConfig'

const production = {
  VITE_SANITY_PROJECT_ID: 'abc123xy',
  VITE_SANITY_DATASET: 'production',
  VITE_SANITY_API_VERSION: '2025-02-19',
  VITE_FIREBASE_API_KEY: 'AIzaSyFakeFakeFakeFakeFakeFakeFakeFake0',
  VITE_FIREBASE_AUTH_DOMAIN: 'funnels-prod.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'funnels-prod',
  VITE_FIREBASE_APP_ID: '1:123456789012:web:0a1b2c3d4e5f',
  VITE_META_PIXEL_ID: '1234567890123',
}

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    parseBrowserConfig(env)
  } catch (error) {
    if (error instanceof BrowserConfigError) return error.problems
    throw error
  }
  return []
}

describe('the browser configuration', () => {
  it('needs nothing set: the local lake and the emulators of a demo- project', () => {
    const config = parseBrowserConfig({})
    expect(config.sanity).toEqual({ projectId: 'local', dataset: 'production', apiVersion: '2025-02-19', useCdn: false, apiHost: 'http://127.0.0.1:3900', live: true, studioUrl: 'http://localhost:3333' })
    expect(config.firebase).toEqual({ options: { apiKey: 'demo-api-key', projectId: 'demo-funnels' }, authEmulator: 'http://127.0.0.1:9099', functionsEmulator: { host: '127.0.0.1', port: 5001 } })
    expect(config.metaPixelId).toBeUndefined()
  })

  it('reads a production environment: Sanity through its API CDN, the real Firebase services, the pixel', () => {
    const config = parseBrowserConfig(production)
    expect(config.sanity).toMatchObject({ projectId: 'abc123xy', dataset: 'production', useCdn: true, live: true })
    expect(config.sanity.apiHost).toBeUndefined()
    expect(config.firebase).toEqual({ options: { apiKey: production.VITE_FIREBASE_API_KEY, authDomain: 'funnels-prod.firebaseapp.com', projectId: 'funnels-prod', appId: production.VITE_FIREBASE_APP_ID } })
    expect(config.metaPixelId).toBe('1234567890123')
  })

  it('turns live content off with an empty lake host, and treats other empty variables as unset', () => {
    expect(parseBrowserConfig({ VITE_SANITY_API_HOST: '' }).sanity.live).toBe(false)
    expect(parseBrowserConfig({ VITE_META_PIXEL_ID: '', VITE_SANITY_STUDIO_URL: '' })).toEqual(parseBrowserConfig({}))
  })

  it('leads edit links to the configured Studio', () => {
    expect(parseBrowserConfig({ VITE_SANITY_STUDIO_URL: 'https://funnels.sanity.studio' }).sanity.studioUrl).toBe('https://funnels.sanity.studio')
  })

  it('names every variable a real Firebase project is missing', () => {
    expect(problemsOf({ VITE_FIREBASE_PROJECT_ID: 'funnels-prod' })).toEqual([
      'VITE_FIREBASE_API_KEY is missing: the real Firebase project funnels-prod needs it',
      'VITE_FIREBASE_AUTH_DOMAIN is missing: the real Firebase project funnels-prod needs it',
      'VITE_FIREBASE_APP_ID is missing: the real Firebase project funnels-prod needs it',
      'VITE_SANITY_PROJECT_ID is missing: the real Firebase project funnels-prod needs it',
    ])
  })

  it('names every invalid variable in one message', () => {
    const env = { ...production, VITE_SANITY_DATASET: 'Production!', VITE_FIREBASE_FUNCTIONS_EMULATOR: 'localhost', VITE_META_PIXEL_ID: 'px-1', VITE_SANITY_API_VERSION: 'latest' }
    expect(() => parseBrowserConfig(env)).toThrow(/VITE_SANITY_DATASET: must be a Sanity dataset name[\s\S]*VITE_SANITY_API_VERSION: must be a date[\s\S]*VITE_FIREBASE_FUNCTIONS_EMULATOR: must be host:port[\s\S]*VITE_META_PIXEL_ID: must be a Meta pixel id/)
    expect(problemsOf(env)).toHaveLength(4)
  })
})

describe('the configuration the browser derives', () => {
  it('is the one the build checked, from the same variables', async () => {
    const { configFromVariables, presentVariables } = await import('./browserConfig')
    const env = { ...production, VITE_SANITY_STUDIO_URL: '' }
    expect(configFromVariables(presentVariables(env))).toEqual(parseBrowserConfig(env))
  })
})
