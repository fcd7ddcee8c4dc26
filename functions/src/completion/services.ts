/** The outside services completion talks to, passed in so tests can use their own. */
import { sharedContentReader, type ContentReader } from './contentReader'
import { sinkCoursePlatform, type CoursePlatform } from './coursePlatform'
import { sinkMarketingList, type MarketingList } from './marketingList'
import { sharedSmtpMailProvider } from '../mail/smtpMailProvider'
import { outboxProvider, type MailProvider } from './outbox'

export interface CompletionServices {
  content: ContentReader
  mail: MailProvider
  courses: CoursePlatform
  marketing: MarketingList
}

/**
 * What the deployed functions and the emulator use: the content lake, SMTP when SMTP_HOST is set
 * (else the local outbox) and the local stand-ins.
 */
export const defaultServices = (): CompletionServices => ({
  content: sharedContentReader(),
  mail: sharedSmtpMailProvider() ?? outboxProvider,
  courses: sinkCoursePlatform,
  marketing: sinkMarketingList,
})
