import type { RedirectPlatform } from '../../../schemas/completion/wire'
import type { Redirect } from './completionContent'

/**
 * The app download destination for a platform: its own entry, else the web one, else iOS,
 * else whatever the funnel has; null when it has none.
 */
export function chooseRedirect(redirects: readonly Redirect[], platform: RedirectPlatform): Redirect | null {
  for (const wanted of [platform, 'web', 'ios'] as const) {
    const match = redirects.find((redirect) => redirect.platform === wanted)
    if (match) return match
  }
  return redirects[0] ?? null
}
