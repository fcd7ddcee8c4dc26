/**
 * How the screen-detox welcome is delivered (parenting spec 4: through an e-mail marketing
 * provider with a tag list), in the screen-detox e-mail languages en, es, pt, de, tr. The list's
 * welcome automation sends our welcome template; the tags start the sequence and segment the
 * contact by funnel. Screen detox has only the welcome template: no results or payment
 * confirmation e-mail and no follow-ups from completion (the marketing sequence follows up).
 */
import type { EmailDelivery, FunnelDocument } from '../../../schemas/funnel/schema'
import { keyed } from '../../build'
import { addToMarketingList, emailConfig } from '../../kit/emailDelivery'

export const SCREENDETOX_EMAIL_LANGUAGES = ['en', 'es', 'pt', 'de', 'tr']

/** The marketing provider's audience of screen-detox parents (the real id is edited in the Studio). */
export const SCREENDETOX_LIST_ID = 'screendetox-parents'

export const screendetoxWelcome = (funnelKey: string): EmailDelivery[] =>
  emailConfig([
    {
      purpose: 'welcome',
      languages: SCREENDETOX_EMAIL_LANGUAGES,
      plugins: [addToMarketingList(SCREENDETOX_LIST_ID, ['screen-detox', funnelKey, 'quiz-completed', 'welcome-sequence'], 'welcome')],
    },
  ])

export const screendetoxEmailConfig = screendetoxWelcome('screendetox')

/**
 * The program lives on the web (packages are bought, not an app subscription), so completion
 * leads to its web start page. The spec gives no address; this one is the content's.
 */
export const screendetoxRedirects: NonNullable<FunnelDocument['redirects']> = keyed(
  [{ _type: 'redirect' as const, platform: 'web' as const, url: 'https://calmscreens.app/program' }],
  'redirect',
)
