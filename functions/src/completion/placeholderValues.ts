import { EMAIL_PLACEHOLDERS } from '../../../schemas/emailTemplate/schema'
import type { PlaceholderValues } from '../../../schemas/emailTemplate/fillPlaceholders'
import { chooseRedirect } from './chooseRedirect'
import type { CompletionContent } from './completionContent'

/** Values the caller gives: the visitor's quiz (resultName, funnelName) or the job's own (amount, chargeDate, day, ...). */
export type EmailVariables = Readonly<Record<string, string | undefined>>

const known = (name: string): name is (typeof EMAIL_PLACEHOLDERS)[number] => (EMAIL_PLACEHOLDERS as readonly string[]).includes(name)

/**
 * The values an e-mail's placeholders take. From the content: the app link (the web destination,
 * as an e-mail is opened anywhere, else the fallbacks of chooseRedirect), the store link (the App
 * Store, else Google Play) and the product's download, audio and course links. From the caller:
 * every known placeholder it gives; unknown names are ignored. A value nobody gives (resultName
 * before a result exists) stays missing, and its placeholder visible.
 */
export function placeholderValues(content: CompletionContent, email: string, variables: EmailVariables): PlaceholderValues {
  const appLink = chooseRedirect(content.redirects, 'web')?.url
  const storeLink = (content.redirects.find((redirect) => redirect.platform === 'ios') ?? content.redirects.find((redirect) => redirect.platform === 'android'))?.url
  const productLink = (kind: string) => content.productLinks.find((link) => link.kind === kind)?.url
  const fromContent: PlaceholderValues = { appLink, storeLink, downloadLink: productLink('download'), audioLink: productLink('audio'), courseLink: productLink('course') }
  const given = Object.fromEntries(Object.entries(variables).filter(([name, value]) => known(name) && typeof value === 'string' && value !== ''))
  const values: PlaceholderValues = { ...fromContent, ...given, email, funnelName: variables.funnelName || content.name || content.key }
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined))
}
