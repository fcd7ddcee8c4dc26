/**
 * The frame of a funnel's e-mails: its brand and the company from the content, and the site's
 * public origin, SITE_URL (the logos under /email/ and the legal pages /terms and /policy live
 * there). Without SITE_URL the local web app's address is used, as `npm start` serves it.
 */
import type { EmailContext } from '../../../schemas/emailLayout/emailContext'
import type { CompletionContent } from './completionContent'

export const DEFAULT_SITE_URL = 'http://localhost:5173'

export const siteUrl = (env: NodeJS.ProcessEnv = process.env) => env.SITE_URL || DEFAULT_SITE_URL

/** The context renderEmail needs for `funnel`; marketing e-mail adds its recipient's unsubscribe link. */
export function emailContextOf(funnel: CompletionContent, unsubscribeUrl?: string): EmailContext {
  return {
    funnelName: funnel.name ?? funnel.key,
    brand: funnel.emailBrand ?? null,
    company: funnel.company ?? null,
    siteUrl: siteUrl(),
    ...(unsubscribeUrl ? { unsubscribeUrl } : {}),
  }
}
