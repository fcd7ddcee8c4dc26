import { describe, expect, it } from 'vitest'
import { deepsPages } from '../../../seed/funnels/deeps/index'
import { parentingPages } from '../../../seed/funnels/parenting/index'
import { screendetoxPages } from '../../../seed/funnels/screendetox/index'
import { isPurchaseOnlyPage, paywallRoute } from './purchasePages'

const purchaseOnlyKeys = (pages: typeof deepsPages) => pages.filter((page) => isPurchaseOnlyPage(page, pages)).map((page) => page.key)

describe('purchase-only pages', () => {
  it('are the congratulations, account and waiting-room pages, wherever their paths are', () => {
    expect(purchaseOnlyKeys(deepsPages)).toEqual(['congrats', 'registration'])
    expect(purchaseOnlyKeys(parentingPages)).toEqual(['congrats', 'register'])
    expect(purchaseOnlyKeys(screendetoxPages)).toEqual(['congrats', 'register'])
  })

  it('lead a visitor without a purchase to the first paywall of their pages, else the landing', () => {
    expect(paywallRoute('/deeps', deepsPages)).toBe('/deeps/offer-trial')
    expect(paywallRoute('/deeps', deepsPages.filter((page) => page.key !== 'offer-trial'))).toBe('/deeps/offer-60')
    expect(paywallRoute('/screendetox', screendetoxPages)).toBe('/screendetox/complete-package-selection')
    expect(paywallRoute('/deeps', [])).toBe('/deeps')
  })
})
