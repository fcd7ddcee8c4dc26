/**
 * Vitest setup for every test file. Component tests opt into a DOM with the
 * `@vitest-environment jsdom` docblock; Testing Library's automatic cleanup needs test globals,
 * which this project does not enable, so it is registered here for the DOM files only.
 */
import { afterEach } from 'vitest'

if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react')
  afterEach(cleanup)
}
