import type { PlaceholderValues } from '../../../schemas/emailTemplate/fillPlaceholders'
import { chooseRedirect } from './chooseRedirect'
import type { CompletionContent } from './completionContent'

/**
 * The values an e-mail's placeholders take. The app link is the web destination (an e-mail is
 * opened anywhere), else the fallbacks of chooseRedirect. A value the caller does not give
 * (resultName before a result exists) stays missing, and its placeholder visible.
 */
export function placeholderValues(content: CompletionContent, email: string, variables: { resultName?: string | undefined; funnelName?: string | undefined }): PlaceholderValues {
  const appLink = chooseRedirect(content.redirects, 'web')?.url
  return {
    email,
    funnelName: variables.funnelName ?? content.name ?? content.key,
    ...(variables.resultName ? { resultName: variables.resultName } : {}),
    ...(appLink ? { appLink } : {}),
  }
}
