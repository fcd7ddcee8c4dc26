// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { redirectPlatform, redirectToApp } from './completionRedirect'

const platform = vi.hoisted(() => ({ authManager: { userId: vi.fn() }, callFunction: vi.fn() }))
vi.mock('../../platform/firebase/platformLoaded', () => ({ platformLoaded: () => Promise.resolve(platform) }))

afterEach(() => {
  platform.callFunction.mockReset()
  platform.authManager.userId.mockReset()
})

describe('redirectPlatform', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1', 5, 'ios'],
    ['Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 5, 'ios'],
    // iPadOS asks for the desktop site: a Mac with a touch screen.
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15', 5, 'ios'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15', 0, 'web'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36', 5, 'android'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36', 0, 'web'],
  ] as const)('%s (%i touch points): %s', (userAgent, touchPoints, expected) => {
    expect(redirectPlatform(userAgent, touchPoints)).toBe(expected)
  })
})

describe('redirectToApp', () => {
  it('asks the backend for this visitor and platform, then goes to the answer', async () => {
    platform.authManager.userId.mockResolvedValue('uid-1')
    platform.callFunction.mockResolvedValue({ url: 'https://play.google.com/store/apps/details?id=app.stepwise', platform: 'android' })
    const go = vi.fn()
    await expect(redirectToApp('leadership', go)).resolves.toBe('https://play.google.com/store/apps/details?id=app.stepwise')
    // jsdom's user agent names no phone: the web destination.
    expect(platform.callFunction).toHaveBeenCalledWith('getOnboardingRedirect', { onboardingType: 'leadership', platform: 'web', userId: 'uid-1' })
    expect(go).toHaveBeenCalledWith('https://play.google.com/store/apps/details?id=app.stepwise')
  })

  it('rejects without leaving when the answer is not a destination', async () => {
    platform.authManager.userId.mockResolvedValue('uid-1')
    platform.callFunction.mockResolvedValue({ url: 'not a url', platform: 'ios' })
    const go = vi.fn()
    await expect(redirectToApp('leadership', go)).rejects.toThrow()
    expect(platform.callFunction).toHaveBeenCalledTimes(1)
    expect(go).not.toHaveBeenCalled()
  })
})
