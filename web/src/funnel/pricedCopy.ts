/**
 * Which pages quote the server's prices, and which paywall they quote. Kept apart from the
 * price facts themselves so the frame can decide on every page without loading pricing code.
 */
import type { PricePlaceholder } from './priceFacts'

/** The placeholders whose value comes from the server's price answer (the rest are fixed terms). */
export const SERVER_PRICE_PLACEHOLDERS = ['price', 'originalPrice', 'perDay', 'perWeek', 'savingPercent', 'discountPercent'] as const satisfies readonly PricePlaceholder[]

const SERVER_PRICE_PATTERN = new RegExp(`\\{(?:${SERVER_PRICE_PLACEHOLDERS.join('|')})\\}`)

/**
 * Whether content (a page, any of its texts) names a price by placeholder, so it needs the
 * server's price answer before it can be shown.
 */
export function namesServerPrice(content: unknown): boolean {
  return SERVER_PRICE_PATTERN.test(JSON.stringify(content) ?? '')
}

/** Any page as the walk holds it (a document, or one with its options resolved). */
interface WalkPage {
  componentType: string
}
/** The paywall among a walk's pages. */
export type PaywallOf<P extends WalkPage> = Extract<P, { componentType: 'paywall' }>

const isPaywall = <P extends WalkPage>(page: P): page is PaywallOf<P> => page.componentType === 'paywall'

/**
 * The paywall a page's prices speak of: the next one in the visitor's processed walk (so its
 * A/B variant's pricing set, discount and format), else the last one before the page; none in
 * a funnel without a paywall.
 */
export function paywallOfPage<P extends WalkPage>(pages: readonly P[], index: number): PaywallOf<P> | undefined {
  return pages.slice(index).find(isPaywall) ?? pages.slice(0, index).reverse().find(isPaywall)
}

/**
 * The paywall whose prices a page's copy quotes; none for a page that quotes no price, for the
 * paywall itself (it fills its copy from the plan the visitor chooses) and in a funnel without one.
 */
export function pricesQuotedBy<P extends WalkPage>(pages: readonly P[], index: number): PaywallOf<P> | undefined {
  const page = pages[index]
  if (!page || page.componentType === 'paywall' || !namesServerPrice(page)) return undefined
  return paywallOfPage(pages, index)
}
