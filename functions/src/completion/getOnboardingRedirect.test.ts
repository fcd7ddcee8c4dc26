import { HttpsError } from 'firebase-functions/v2/https'
import { describe, expect, it } from 'vitest'
import { fakeContext } from '../fakeContext'
import { chooseRedirect } from './chooseRedirect'
import type { CompletionContent, Redirect } from './completionContent'
import { seedServices } from './completionFixture'
import { getOnboardingRedirectWith } from './getOnboardingRedirect'

const redirect = (platform: Redirect['platform']): Redirect => ({ _type: 'redirect', _key: platform, platform, url: `https://example.com/${platform}` })

describe('chooseRedirect', () => {
  it("the platform's own destination, else web, else iOS, else any", () => {
    const all = [redirect('ios'), redirect('android'), redirect('web')]
    expect(chooseRedirect(all, 'android')?.platform).toBe('android')
    expect(chooseRedirect([redirect('ios'), redirect('web')], 'android')?.platform).toBe('web')
    expect(chooseRedirect([redirect('android'), redirect('ios')], 'web')?.platform).toBe('ios')
    expect(chooseRedirect([redirect('android')], 'ios')?.platform).toBe('android')
    expect(chooseRedirect([], 'ios')).toBeNull()
  })
})

describe('getOnboardingRedirect', () => {
  const redirectFor = getOnboardingRedirectWith(seedServices)

  it("answers the funnel's store listing for the platform", async () => {
    expect(await redirectFor({ onboardingType: 'leadership', platform: 'android', userId: 'u' }, fakeContext())).toEqual({
      url: 'https://play.google.com/store/apps/details?id=app.stepwise',
      platform: 'android',
    })
    expect(await redirectFor({ onboardingType: 'leadership', platform: 'web', userId: 'u' }, fakeContext())).toEqual({ url: 'https://apps.apple.com/app/stepwise', platform: 'ios' })
    expect(await redirectFor({ onboardingType: 'screendetox', platform: 'ios', userId: 'u' }, fakeContext())).toEqual({ url: 'https://calmscreens.app/program', platform: 'web' })
  })

  it('not-found for an unknown funnel or a funnel without destinations', async () => {
    const empty: CompletionContent = { key: 'bare', name: null, emailLanguages: [], emailConfig: [], redirects: [], productLinks: [], launchedAt: null, emailTemplates: [] }
    const bare = getOnboardingRedirectWith(() => ({ ...seedServices(), content: { funnel: async () => empty } }))
    for (const promise of [redirectFor({ onboardingType: 'nope', platform: 'ios', userId: 'u' }, fakeContext()), bare({ onboardingType: 'bare', platform: 'ios', userId: 'u' }, fakeContext())]) {
      const error = await promise.catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(HttpsError)
      expect((error as HttpsError).code).toBe('not-found')
    }
  })
})
