/** getOnboardingRedirect: where completion sends the visitor, the app download destination for their platform. */
import { HttpsError } from 'firebase-functions/v2/https'
import { redirectRequestSchema, type RedirectAnswer, type RedirectRequest } from '../../../schemas/completion/wire'
import type { CallContext, Handler } from '../callable'
import { chooseRedirect } from './chooseRedirect'
import { defaultServices, type CompletionServices } from './services'

/** The payload is the wire schema itself: defineCallable parses zod/mini schemas. */
export const getOnboardingRedirectPayload = redirectRequestSchema

export function getOnboardingRedirectWith(services: () => CompletionServices): Handler<RedirectRequest, RedirectAnswer> {
  return async (request: RedirectRequest, _context: CallContext) => {
    const funnel = await services().content.funnel(request.onboardingType)
    const redirect = chooseRedirect(funnel.redirects, request.platform)
    if (!redirect) throw new HttpsError('not-found', `Funnel "${funnel.key}" has no app download destination`)
    return { url: redirect.url, platform: redirect.platform }
  }
}

export const getOnboardingRedirect = getOnboardingRedirectWith(defaultServices)
