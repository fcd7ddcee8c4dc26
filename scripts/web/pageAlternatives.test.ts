import { describe, expect, it } from 'vitest'
import type { FunnelContent } from '../../schemas/content/schema'
import { DRAWN_BY_APP } from '../../web/src/platform/boot/prerenderedSwap'
import { pageAlternatives, type RenderWith } from './pageAlternatives'

/** Only the parts pageAlternatives reads: the funnel's key and its tests. */
const content = (abTests: { key: string; defaultVariant?: string; variants: { value: string; weight?: number }[] }[]) =>
  ({ funnel: { key: 'screendetox', basePath: '/screendetox' }, abTests }) as unknown as FunnelContent

const headline = { key: 'landingPageHeadlineKey', variants: [{ value: 'original', weight: 50 }, { value: 'alt1', weight: 50 }] }
const timer = { key: 'timerTextKey', variants: [{ value: 'limitedTimeOffer' }, { value: 'planReserved' }] }

/** A landing whose heading follows the headline test and the language; the timer test is not on it. */
const render: RenderWith = async (language, variants) => `<h1>${language}:${variants.landingPageHeadlineKey}</h1>`

/** The alternatives of a page the default visitor gets (the tests below all render one). */
async function alternativesOf(...args: Parameters<typeof pageAlternatives>) {
  const alternatives = await pageAlternatives(...args)
  if (!alternatives) throw new Error('no HTML for the default visitor')
  return alternatives
}

describe('pageAlternatives', () => {
  it('finds the tests that change the landing and renders every language and variant of them, the default first', async () => {
    const { markup, choices } = await alternativesOf(content([headline, timer]), render)
    expect(markup[0]).toBe('<h1>en:original</h1>')
    expect([...markup].sort()).toEqual(['<h1>en:alt1</h1>', '<h1>en:original</h1>', '<h1>pl:alt1</h1>', '<h1>pl:original</h1>'])
    expect(choices.funnelKey).toBe('screendetox')
    // Weights travel with the test: the inline script draws as the app does.
    expect(choices.tests).toEqual([{ key: 'landingPageHeadlineKey', variants: [{ value: 'original', weight: 50 }, { value: 'alt1', weight: 50 }] }])
    for (const [key, index] of Object.entries(choices.alternatives)) {
      const [language, variant] = key.split('|')
      expect(markup[index]).toBe(`<h1>${language}:${variant}</h1>`)
    }
    expect(Object.keys(choices.alternatives)).toHaveLength(4)
  })

  it('renders with the default variant of every other test, and the test default when one is named', async () => {
    const seen: Record<string, string>[] = []
    await pageAlternatives(content([{ ...headline, defaultVariant: 'alt1' }, timer]), async (language, variants) => {
      seen.push(variants)
      return render(language, variants)
    })
    expect(seen[0]).toEqual({ landingPageHeadlineKey: 'alt1', timerTextKey: 'limitedTimeOffer' })
    // Only the probe of the timer test itself renders its other variant.
    expect(seen.filter((variants) => variants.timerTextKey !== 'limitedTimeOffer')).toEqual([{ landingPageHeadlineKey: 'alt1', timerTextKey: 'planReserved' }])
  })

  it('keeps identical markup once: a landing no test or language changes is one alternative', async () => {
    const { markup, choices } = await alternativesOf(content([timer]), async () => '<h1>Same for everyone</h1>')
    expect(markup).toEqual(['<h1>Same for everyone</h1>'])
    expect(choices.tests).toEqual([])
    expect(choices.alternatives).toEqual({ en: 0, pl: 0 })
  })

  it('leaves to the app the combinations a page has no HTML for, and a page without HTML for the default visitor altogether', async () => {
    // The page exists only in the headline test's alt1 (its default removes it).
    const onlyInAlt: RenderWith = async (language, variants) => (variants.landingPageHeadlineKey === 'alt1' ? `<h1>${language}</h1>` : undefined)
    expect(await pageAlternatives(content([headline]), onlyInAlt)).toBeUndefined()
    // Shown by default, removed in alt1: alt1's visitors get the app's page, not the default's HTML.
    const goneInAlt: RenderWith = async (language, variants) => (variants.landingPageHeadlineKey === 'alt1' ? undefined : `<h1>${language}</h1>`)
    const { markup, choices } = await alternativesOf(content([headline]), goneInAlt)
    expect(markup).toEqual(['<h1>en</h1>', '<h1>pl</h1>'])
    expect(choices.alternatives).toEqual({ 'en|original': 0, 'en|alt1': DRAWN_BY_APP, 'pl|original': 1, 'pl|alt1': DRAWN_BY_APP })
  })
})
