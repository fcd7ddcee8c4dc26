// ESLint flat config. It lives in scripts/ because the repository's top level is fixed;
// `npm run lint` passes it with -c. Paths below are relative to the repository root.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

const web = (dir) => `web/src/${dir}/**`

const seedZone = { target: 'seed/**', from: 'web/**', message: 'The seed takes no logic from web/: shared facts live in schemas/.' }
const webBundleZone = { target: 'web/**', from: ['studio/**', 'functions/**'], message: 'The web bundle only reaches schemas/.' }

/** Imports flow app -> templates -> checkout -> ui/funnel/platform/content -> schemas, never back. */
const importDirection = [
  { target: [web('templates'), web('checkout'), web('ui'), web('funnel'), web('platform'), web('content')], from: web('app'), message: 'Only the app imports app/.' },
  { target: [web('checkout'), web('ui'), web('funnel'), web('platform'), web('content')], from: web('templates'), message: 'Only app/ imports templates.' },
  // checkout/ is the browser side of paying, one feature slice: pricing, checkout start, the
  // checkout page, its return and status, payment events, completion. app/ and templates/ (the
  // paywall, registration, the waiting room) import it; it imports platform/, funnel/, ui/,
  // content/ and schemas/; nothing below it imports it.
  { target: [web('funnel'), web('platform'), web('ui'), web('content')], from: web('checkout'), message: 'checkout/ is a feature slice: only app/ and templates/ import it.' },
  // The checkout URL (the payload the paywall hands to checkout, and its parsing) is pure, like the engine.
  { target: 'web/src/checkout/url/**', from: [web('platform'), web('content'), web('ui'), 'web/src/checkout/!(url)/**'], message: 'checkout/url is pure: it imports schemas/ and the engine only.' },
  { target: web('funnel'), from: [web('platform'), web('content'), web('ui')], message: 'The engine is pure: it imports schemas only.' },
  { target: web('ui'), from: [web('platform'), web('content')], message: 'ui/ is presentational: data comes through props (pure engine helpers are fine).' },
  // The content model (template contracts included) is the bottom layer: everything else builds on it.
  { target: 'schemas/**', from: ['web/**', 'studio/**', 'functions/**'], message: 'schemas/ is the bottom layer: it imports nothing above it.' },
  webBundleZone,
  // The content pipeline (seed import, local lake, snapshot) checks content with schemas/content, never with the app's code.
  // The build's prerender (scripts/web) and the benchmarks (scripts/bench) run the app, so they may import it.
  {
    target: ['scripts/snapshot.ts', 'scripts/seed.ts', 'scripts/lake/**', 'scripts/contentSource.ts', 'scripts/settings.ts'],
    from: 'web/**',
    message: 'The content pipeline takes no logic from web/: content checks live in schemas/content.',
  },
  // The seed is content: it builds on schemas/ alone. Its test kit (kit/processTestKit.ts) runs
  // the engine on the seed for the seed's unit tests, as a test file may.
  seedZone,
  // The server decides prices with the engine's pure processPages; nothing else of web/ reaches it.
  { target: 'functions/**', from: 'web', except: ['./src/funnel'], message: 'The functions take only the pure engine (web/src/funnel) from web/.' },
  { target: 'web/**', from: 'schemas/**/definition.ts', message: 'Sanity definitions belong to the Studio; the web imports schema.ts files.' },
]

/** Tests build their fixtures from seed/ (never hand-copied JSON), through scripts/' content source; code may not. */
const fixtureSources = [
  { target: 'schemas/**', from: ['seed/**', 'scripts/**'], message: 'schemas/ is the bottom layer: it imports nothing above it.' },
  { target: 'web/**', from: ['seed/**', 'scripts/**'], message: 'The web bundle only reaches schemas/.' },
]

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'dist/**', '.data/**', 'studio/dist/**', 'studio/.sanity/**', 'schemas/sanity.types.ts', 'test-results/**', 'playwright-report/**', 'functions/lib/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      // Rules that read the imported modules (import-x/no-cycle) skip files they cannot parse:
      // without these two, no TypeScript module was read and no cycle could be found.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...importDirection, ...fixtureSources] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Dynamic imports count: the platform's start loads modules with import(), and a loop
      // through one (platformBoot -> visitorPlatform -> eventLog -> platformLoader -> platformBoot)
      // is still a loop.
      'import-x/no-cycle': 'error',
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(sanity|@sanity/vision)(/.*)?$', message: 'The Studio package never reaches the visitor bundle.' }] }],
      'no-restricted-globals': ['error', { name: 'localStorage', message: 'Use web/src/platform/storage/storage.ts.' }, { name: 'sessionStorage', message: 'Use web/src/platform/storage/storage.ts.' }],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'localStorage', message: 'Use web/src/platform/storage/storage.ts.' },
        { object: 'window', property: 'sessionStorage', message: 'Use web/src/platform/storage/storage.ts.' },
        { object: 'document', property: 'cookie', message: 'Use web/src/platform/storage/storage.ts.' },
      ],
    },
  },
  {
    files: ['web/src/funnel/**', 'web/src/checkout/url/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'react-dom', 'react/*'], message: 'The engine and the checkout URL are React-free.' }] }] },
  },
  {
    // A test is never part of the bundle: one that proves the browser and the server agree (the
    // pixel's eventID is the Conversions API event_id) may run the real function beside the web code.
    files: ['**/*.test.{ts,tsx}', '**/*TestKit.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: importDirection.filter((zone) => zone !== webBundleZone && zone !== seedZone) }] },
  },
  {
    files: ['web/src/platform/storage/storage.ts', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
)
