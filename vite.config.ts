import { readFileSync } from 'node:fs'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { CHUNK_GROUPS } from './scripts/web/chunkGroups'
import { leanPackageBuilds } from './scripts/web/leanPackageBuilds'
import { preloadDependencies } from './scripts/web/preloadDependencies'
import { unitTestsWithoutSnapshot } from './scripts/web/unitTestsWithoutSnapshot'

const packageVersion = (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version?: string }).version

/** Every template's component is `templates/<componentType>/Template.tsx`: its chunk and styles are named after the folder. */
const TEMPLATE_SOURCE = /templates\/([^/]+)\/Template\.tsx$/
/** Preload lists without the chunks the importing chunk has already loaded (scripts/web/preloadDependencies.ts). */
const preloads = preloadDependencies()

const templateName = (...sources: (string | null | undefined)[]) => sources.map((source) => TEMPLATE_SOURCE.exec(source ?? '')?.[1]).find(Boolean)

/**
 * The SPA lives in web/ (Vite root). Vitest uses the same config with the repository as its
 * root, so unit tests beside the code in web/, schemas/, seed/ and scripts/ all run.
 */
export default defineConfig({
  root: process.env.VITEST ? '.' : 'web',
  envDir: '..',
  plugins: [react(), leanPackageBuilds(), preloads.plugin, ...(process.env.VITEST ? [unitTestsWithoutSnapshot()] : [])],
  define: {
    __APP_VERSION__: JSON.stringify(process.env.APP_VERSION ?? packageVersion ?? '1.0.0'),
    __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
  },
  build: {
    outDir: process.env.WEB_OUT_DIR ?? '../dist',
    emptyOutDir: true,
    target: 'es2022',
    // No modulepreload polyfill (0.4 KB brotli on every landing): every browser the build targets
    // but Safari before 17 preloads modules itself, and there modules still load, on import.
    modulePreload: { ...preloads.modulePreload, polyfill: false },
    rollupOptions: {
      output: {
        chunkFileNames: (chunk) => `assets/${templateName(chunk.facadeModuleId) ?? '[name]'}-[hash].js`,
        // Shared modules would each get a chunk (and a request) of their own; every start loads
        // these groups anyway, each with its static imports (scripts/web/chunkGroups.ts).
        codeSplitting: { groups: CHUNK_GROUPS.map((group) => ({ ...group })) },
        assetFileNames: (asset) => `assets/${templateName(...asset.originalFileNames) ?? '[name]'}-[hash][extname]`,
      },
    },
  },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true },
  preview: { port: Number(process.env.PORT ?? 5173), strictPort: true },
  test: {
    include: ['{web,schemas,seed,scripts,functions,studio}/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['web/src/testSetup.ts'],
  },
})
