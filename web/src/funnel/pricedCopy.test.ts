import { describe, expect, it } from 'vitest'
import { namesServerPrice, paywallOfPage } from './pricedCopy'

describe('pages that quote prices', () => {
  it("tells copy that needs the server's prices from copy that does not", () => {
    expect(namesServerPrice({ title: { en: 'About {perWeek} a week', pl: 'Około {perWeek} tygodniowo' } })).toBe(true)
    expect(namesServerPrice([{ text: 'Save {savingPercent}%' }])).toBe(true)
    expect(namesServerPrice({ title: { en: 'Your {trialDays}-day trial' } })).toBe(false)
    expect(namesServerPrice({ title: { en: 'Less than a cup of coffee a week' } })).toBe(false)
    expect(namesServerPrice(undefined)).toBe(false)
  })

  it('quotes the next paywall of the walk, else the last one before the page', () => {
    type Page = { componentType: 'endPage' | 'congrats'; key: string } | { componentType: 'paywall'; key: string }
    const pages: Page[] = [
      { componentType: 'endPage', key: 'a' },
      { componentType: 'paywall', key: 'p1' },
      { componentType: 'endPage', key: 'b' },
      { componentType: 'paywall', key: 'p2' },
    ]
    expect(paywallOfPage(pages, 0)?.key).toBe('p1')
    expect(paywallOfPage(pages, 2)?.key).toBe('p2')
    expect(paywallOfPage<Page>([...pages, { componentType: 'congrats', key: 'c' }], 4)?.key).toBe('p2')
    expect(paywallOfPage<Page>([{ componentType: 'endPage', key: 'a' }], 0)).toBeUndefined()
  })
})
