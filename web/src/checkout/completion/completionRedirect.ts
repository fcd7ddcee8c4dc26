/**
 * The end of a funnel (spec 4 "Completion"): the backend names the app download destination for
 * the visitor's platform (getOnboardingRedirect) and the browser goes there. The answer is
 * parsed with the wire schema, so a malformed answer is a failure the page can retry.
 */
import { redirectAnswerSchema, type RedirectAnswer, type RedirectPlatform } from '../../../../schemas/completion/wire'
import { callBackend, visitorUserId } from '../../platform/firebase/backend'

/**
 * The visitor's platform from the browser's user agent. iPadOS presents itself as a Mac, so a
 * "Macintosh" with a touch screen counts as iOS; everything that is neither iOS nor Android
 * (desktops included) gets the web destination.
 */
export function redirectPlatform(userAgent: string = navigator.userAgent, touchPoints: number = navigator.maxTouchPoints): RedirectPlatform {
  if (/android/i.test(userAgent)) return 'android'
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios'
  if (/macintosh/i.test(userAgent) && touchPoints > 1) return 'ios'
  return 'web'
}

/** Asks the backend where this visitor's app is; rejects on a failed call or an answer that is not a redirect. */
export async function onboardingRedirect(onboardingType: string, platform: RedirectPlatform = redirectPlatform()): Promise<RedirectAnswer> {
  const userId = await visitorUserId()
  return redirectAnswerSchema.parse(await callBackend('getOnboardingRedirect', { onboardingType, platform, userId }))
}

/**
 * Sends the visitor to the app download destination. Rejects, without leaving the page, when
 * the backend cannot say where: the caller offers a retry.
 */
export async function redirectToApp(onboardingType: string, go: (url: string) => void = (url) => window.location.assign(url)): Promise<string> {
  const { url } = await onboardingRedirect(onboardingType)
  go(url)
  return url
}
