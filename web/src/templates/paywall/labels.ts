import type { PageLanguage } from '../../../../schemas/languages'

/**
 * The paywall's fixed wording, one entry per page language, read through `t()`. These name
 * values the schema fixes (badge, timerText, interval) or describe a number, so they have no
 * content field; uiStrings is shared and not this template's to extend. The copy a
 * copywriter owns (title, plans, timeline steps, refund and renewal terms, button) is content.
 */
export const paywallLabels = {
  mostPopular: { en: 'Most popular', pl: 'Najpopularniejszy' },
  bestValue: { en: 'Best value', pl: 'Najlepsza oferta' },
  planReserved: { en: 'Your plan is reserved for', pl: 'Twój plan jest zarezerwowany jeszcze przez' },
  limitedTimeOffer: { en: 'Limited time offer ends in', pl: 'Oferta ograniczona czasowo kończy się za' },
  month: { en: 'per month', pl: 'miesięcznie' },
  year: { en: 'per year', pl: 'rocznie' },
  once: { en: 'one-time payment', pl: 'płatność jednorazowa' },
  trialOneDay: { en: '{days}-day free trial', pl: '{days} dzień za darmo' },
  trialDays: { en: '{days}-day free trial', pl: '{days} dni za darmo' },
  discount: { en: 'Save {percent}%', pl: 'Oszczędzasz {percent}%' },
  regularPrice: { en: 'Regular price:', pl: 'Cena regularna:' },
  priceUnavailable: { en: 'Price not available yet', pl: 'Cena jeszcze niedostępna' },
} satisfies Record<string, Record<PageLanguage, string>>
