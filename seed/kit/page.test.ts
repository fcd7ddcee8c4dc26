import { describe, expect, it } from 'vitest'
import { deepsPages } from '../funnels/deeps/index'
import { demoPages } from '../funnels/demo/index'
import { leadershipPages } from '../funnels/leadership/index'

describe('the back arrow flag', () => {
  const pages = [...leadershipPages, ...deepsPages, ...demoPages]
  it('is set on the welcome, register and congratulations pages of every funnel (spec 2.2) and nowhere else', () => {
    const flagged = pages.filter((page) => page.hideBackArrow).map((page) => page.path)
    expect(flagged.length).toBeGreaterThan(0)
    for (const path of flagged) expect(path).toMatch(/(^|\/)(welcome|register|congrats)$/)
    for (const page of pages) if (/(^|\/)(welcome|register|congrats)$/.test(page.path ?? '')) expect(page.hideBackArrow, page._id).toBe(true)
  })
})
