import { describe, expect, it } from 'vitest'
import { funnelContentSchema, type FunnelContent } from '../../schemas/content/schema'
import { FUNNEL_CONTENT_QUERY } from '../../schemas/funnel/queries'
import { seedSource } from '../contentSource'
import { CHECKOUT_RETURN_QUERY, deepLinkTargets } from './targets'
import type { Site } from './sites'

const site: Site = { name: 'product', url: 'http://127.0.0.1:1', dir: '/nowhere', buildMs: 0 }
/** The funnel as the seed publishes it: a clean checkout has no build snapshot yet. */
const funnel = async (key: string): Promise<FunnelContent> =>
  funnelContentSchema.parse(await seedSource().fetch(FUNNEL_CONTENT_QUERY, { key }))

describe('deepLinkTargets', () => {
  it('measures one page of each kind and the checkout return, each a page of the funnel', async () => {
    const content = await funnel('demo')
    const targets = deepLinkTargets([content], site)
    expect(targets.map((target) => target.page)).toEqual(['question', 'interstitial', 'result', 'paywall', 'checkout'])
    expect(targets.at(-1)?.url).toBe(`${site.url}/demo/checkout${CHECKOUT_RETURN_QUERY}`)
  })

  it('skips an interstitial an A/B variant hides: a visitor drawn into it would be led to another page', async () => {
    const content = await funnel('leadership')
    const hidden = content.pages.find((page) => page.key === 'explanation1')
    expect(hidden?.rules?.some((rule) => rule.effect === 'hide')).toBe(true)
    const interstitial = deepLinkTargets([content], site).find((target) => target.page === 'interstitial')
    expect(interstitial?.label).toBe('/leadership/explanation3')
    expect(interstitial?.localStorage).toBeUndefined()
  })

  it('measures a page only some variants show as a visitor holding variants that show it', async () => {
    // Every deeps paywall is one variant's: the free trial's, or a discount's.
    const paywall = deepLinkTargets([await funnel('deeps')], site).find((target) => target.page === 'paywall')
    expect(paywall?.label).toBe('/deeps/offer-trial')
    const variants = JSON.parse(paywall?.localStorage?.['funnels-ab:deeps'] ?? '{}') as Record<string, string>
    expect(variants.payWallTypeKey).toBe('freeTrial')
  })
})
