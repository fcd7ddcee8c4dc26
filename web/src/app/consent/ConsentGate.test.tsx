// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { uiStrings } from '../../../../seed/uiStrings'
import { bannerNeeded, consentAllows, resetConsentForTests } from '../../platform/consent/consent'
import { ConsentGate } from './ConsentGate'
import { banner, renderFrameWith, startEachTestUndecided } from './consentTestKit'

/**
 * The frame with its footer and the gate, as FunnelView renders them once the page is painted.
 * `platform` resolves when the test says the visitor platform has loaded; `loadHost` counts the
 * loads of the banner's code.
 */
function showPage() {
  let platformLoaded: () => void = () => undefined
  const platform = new Promise<void>((resolve) => {
    platformLoaded = resolve
  })
  const loadHost = vi.fn(() => import('./ConsentHost'))
  renderFrameWith((t) => <ConsentGate strings={uiStrings} t={t} bannerNeeded={() => platform.then(() => bannerNeeded())} loadHost={loadHost} />)
  return { loadHost, platformLoaded: () => act(async () => platformLoaded()) }
}

startEachTestUndecided(() => window.localStorage.clear())

describe('the consent banner’s code', () => {
  it('loads for a visitor in Poland who has not chosen, once the platform has loaded, and shows the banner unasked', async () => {
    window.history.replaceState(null, '', '/?country=PL')
    const { loadHost, platformLoaded } = showPage()
    expect(loadHost).not.toHaveBeenCalled()
    await platformLoaded()
    // Asked for within the platform's act: so the test below, which sees no call then, is no false pass.
    expect(loadHost).toHaveBeenCalledTimes(1)
    expect(await screen.findByRole('dialog', { name: 'Cookies and your privacy' })).toBeTruthy()
    expect(loadHost).toHaveBeenCalledTimes(1)
  })

  it('does not load for a visitor in Poland who has chosen, nor for a visitor in the US', async () => {
    window.localStorage.setItem('funnels:consent', JSON.stringify({ analytics: false, marketing: false, version: '2026-11', decidedAt: 1 }))
    window.history.replaceState(null, '', '/?country=PL')
    const chosen = showPage()
    await chosen.platformLoaded()
    cleanup()
    window.localStorage.clear()
    resetConsentForTests()
    window.history.replaceState(null, '', '/?country=US')
    const american = showPage()
    await american.platformLoaded()
    expect([chosen.loadHost.mock.calls.length, american.loadHost.mock.calls.length, banner()]).toEqual([0, 0, null])
  })

  it('loads on "Cookie settings", even before the platform, opens the choice and gives focus back to the button', async () => {
    window.history.replaceState(null, '', '/?country=US')
    const { loadHost } = showPage()
    const settings = screen.getByRole('button', { name: 'Cookie settings' })
    settings.focus()
    act(() => settings.click())
    const dialog = await screen.findByRole('dialog', { name: 'Cookies and your privacy' })
    expect(loadHost).toHaveBeenCalledTimes(1)
    // The dialog takes focus in an effect after it appears; on a loaded machine that is a moment later.
    await waitFor(() => expect(document.activeElement).toBe(dialog))
    fireEvent.click(screen.getByRole('button', { name: 'Reject all' }))
    expect([banner(), consentAllows('marketing'), document.activeElement]).toEqual([null, false, settings])
    // Loaded once: the next press opens the banner at once.
    act(() => settings.click())
    expect(banner()).not.toBeNull()
    expect(loadHost).toHaveBeenCalledTimes(1)
  })
})
