import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

/**
 * The SPA lives in web/ (Vite root). Vitest uses the same config with the repository as its
 * root, so unit tests beside the code in web/, schemas/, seed/ and scripts/ all run.
 */
export default defineConfig({
  root: process.env.VITEST ? '.' : 'web',
  envDir: '..',
  plugins: [react()],
  build: {
    outDir: process.env.WEB_OUT_DIR ?? '../dist',
    emptyOutDir: true,
    target: 'es2022',
  },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true },
  preview: { port: Number(process.env.PORT ?? 5173), strictPort: true },
  test: {
    include: ['{web,schemas,seed,scripts,functions}/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
})
