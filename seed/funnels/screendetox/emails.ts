/**
 * How the screen-detox e-mails are delivered, in the screen-detox e-mail languages: the spec's
 * en, es, pt, de, tr and Polish, the language of this PLN product's own market (the spec's list
 * names the languages that must exist, not the only ones allowed). The welcome goes through an
 * e-mail marketing provider with a tag list (parenting spec 4): the list's welcome automation
 * sends our welcome template; the tags start the sequence and segment the contact by funnel.
 * The results e-mail (the plan and the guide the email-capture page promises) is sent directly.
 * No payment confirmation and no follow-ups from completion (the marketing sequence follows up).
 */
import type { EmailDelivery, FunnelDocument } from '../../../schemas/funnel/schema'
import { keyed } from '../../build'
import { addToMarketingList, emailConfig, sendEmail } from '../../kit/emailDelivery'

export const SCREENDETOX_EMAIL_LANGUAGES = ['en', 'pl', 'es', 'pt', 'de', 'tr']

/** The marketing provider's audience of screen-detox parents (the real id is edited in the Studio). */
export const SCREENDETOX_LIST_ID = 'screendetox-parents'

export const screendetoxWelcome = (funnelKey: string): EmailDelivery[] =>
  emailConfig([
    {
      purpose: 'welcome',
      languages: SCREENDETOX_EMAIL_LANGUAGES,
      plugins: [addToMarketingList(SCREENDETOX_LIST_ID, ['screen-detox', funnelKey, 'quiz-completed', 'welcome-sequence'], 'welcome')],
    },
    { purpose: 'results', languages: SCREENDETOX_EMAIL_LANGUAGES, plugins: [sendEmail(`${funnelKey}_results`, 'results')] },
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
