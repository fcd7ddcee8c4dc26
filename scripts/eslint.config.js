// ESLint flat config. It lives in scripts/ because the repository's top level is fixed;
// `npm run lint` passes it with -c. Paths below are relative to the repository root.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

const web = (dir) => `web/src/${dir}/**`

/** Imports flow app -> templates -> ui/funnel/platform/content -> schemas, never back. */
const importDirection = [
  { target: [web('templates'), web('ui'), web('funnel'), web('platform'), web('content')], from: web('app'), message: 'Only the app imports app/.' },
  { target: [web('ui'), web('funnel'), web('platform'), web('content')], from: web('templates'), message: 'Only app/ imports templates.' },
  { target: web('funnel'), from: [web('platform'), web('content'), web('ui')], message: 'The engine is pure: it imports schemas only.' },
  { target: web('ui'), from: [web('platform'), web('content')], message: 'ui/ is presentational: data comes through props (pure engine helpers are fine).' },
  // The content model (template contracts included) is the bottom layer: everything else builds on it.
  { target: 'schemas/**', from: ['web/**', 'studio/**', 'functions/**'], message: 'schemas/ is the bottom layer: it imports nothing above it.' },
  { target: 'web/**', from: ['studio/**', 'functions/**'], message: 'The web bundle only reaches schemas/.' },
  // The content pipeline (seed import, local lake, snapshot) checks content with schemas/content, never with the app's code.
  // The build's prerender (scripts/web) and the benchmarks (scripts/bench) run the app, so they may import it.
  {
    target: ['scripts/snapshot.ts', 'scripts/seed.ts', 'scripts/lake/**', 'scripts/contentSource.ts', 'scripts/settings.ts'],
    from: 'web/**',
    message: 'The content pipeline takes no logic from web/: content checks live in schemas/content.',
  },
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
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
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
      'import-x/no-cycle': 'error',
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(sanity|@sanity/vision)(/.*)?$', message: 'The Studio package never reaches the visitor bundle.' }] }],
      'no-restricted-globals': ['error', { name: 'localStorage', message: 'Use web/src/platform/storage.' }, { name: 'sessionStorage', message: 'Use web/src/platform/storage.' }],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'localStorage', message: 'Use web/src/platform/storage.' },
        { object: 'window', property: 'sessionStorage', message: 'Use web/src/platform/storage.' },
        { object: 'document', property: 'cookie', message: 'Use web/src/platform/storage.' },
      ],
    },
  },
  {
    files: ['web/src/funnel/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'react-dom', 'react/*'], message: 'The engine is React-free.' }] }] },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: importDirection }] },
  },
  {
    files: ['web/src/platform/storage.ts', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
)
