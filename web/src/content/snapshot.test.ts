import { describe, expect, it, vi } from 'vitest'
import { reportError } from '../platform/events/errors'
import { funnelIndex, loadSnapshot, siteSettings, snapshotUrl } from './snapshot'

vi.mock('../platform/events/errors', () => ({ reportError: vi.fn() }))

/**
 * Unit tests run as CI does, on a clean checkout without the build's snapshot, even where a local
 * `npm start` has written one (scripts/web/unitTestsWithoutSnapshot.ts): a test that leaned on a
 * local snapshot would pass here and fail in CI.
 */
describe('the snapshot, as unit tests see it', () => {
  it('is absent: no funnel index, no site settings, no funnel files, and the missing index is reported', async () => {
    expect(funnelIndex).toEqual([])
    expect(siteSettings).toBeUndefined()
    expect(snapshotUrl('leadership')).toBeUndefined()
    await expect(loadSnapshot('leadership')).resolves.toBeUndefined()
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ source: 'content', message: expect.stringContaining('npm run snapshot') }))
  })
})
