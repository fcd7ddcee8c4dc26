import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium'
import { E2E } from './e2e/fixtures/e2eSettings'

/**
 * End-to-end tests in Debian Chromium (no browser download) against the production build,
 * served with the local content lake. One worker: some tests stop the lake or change its
 * content, and every test must see the lake as the seed left it.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results',
  globalSetup: './e2e/fixtures/globalSetup.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E.webUrl,
    browserName: 'chromium',
    viewport: { width: 390, height: 844 },
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
})
