/**
 * Vitest setup for every test file. Component tests opt into a DOM with the
 * `@vitest-environment jsdom` docblock; Testing Library's automatic cleanup needs test globals,
 * which this project does not enable, so it is registered here for the DOM files only.
 */
import { afterEach } from 'vitest'
import { ICON_NODES } from '../../schemas/shared/iconNodes'
import { addIconNodes } from './ui/iconNodeStore'

// Components draw icons as the prerender does, every drawing at hand; the funnel sets and the
// fallback have tests of their own (ui/Icon.test.tsx, a fresh store).
addIconNodes(ICON_NODES)

if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react')
  afterEach(cleanup)
}
