// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { uiStrings } from '../../../../seed/uiStrings'
import { BANNER_VERSION, consentAllows, currentConsent, resetConsentForTests } from '../../platform/consent/consent'
import { onOpenConsentSettings } from '../../platform/consent/consentSettings'
import { banner, renderFrameWith, startEachTestUndecided } from './consentTestKit'
import ConsentHost from './ConsentHost'

const showPage = (language: 'en' | 'pl' = 'en') => renderFrameWith((t) => <ConsentHost strings={uiStrings} t={t} onOpenSettings={onOpenConsentSettings} />, language)

const stored = () => JSON.parse(window.localStorage.getItem('funnels:consent') ?? 'null') as unknown

startEachTestUndecided(() => window.localStorage.clear())

describe('the consent banner for a visitor in Poland', () => {
  beforeEach(() => window.history.replaceState(null, '', '/?country=PL'))

  it('is a dialog with a heading, and rejecting is one tap, beside accepting', () => {
    showPage()
    const dialog = banner()!
    expect(within(dialog).getByRole('heading', { name: 'Cookies and your privacy' })).toBeTruthy()
    const buttons = within(dialog).getAllByRole('button').map((button) => [button.textContent, button.className])
    expect(buttons).toEqual([
      ['Reject all', 'consent-button'],
      ['Accept all', 'consent-button'],
      ['Choose', 'consent-button consent-button-quiet'],
    ])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject all' }))
    expect(banner()).toBeNull()
    expect(stored()).toMatchObject({ analytics: false, marketing: false, version: BANNER_VERSION })
    expect(consentAllows('marketing')).toBe(false)
  })

  it('accept all allows analytics and marketing', () => {
    showPage()
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }))
    expect(banner()).toBeNull()
    expect(currentConsent()).toMatchObject({ analytics: true, marketing: true })
  })

  it('choose: labelled checkboxes, necessary always on, save keeps exactly what was ticked', () => {
    showPage()
    fireEvent.click(screen.getByRole('button', { name: 'Choose' }))
    const necessary = screen.getByRole('checkbox', { name: /Necessary/ }) as HTMLInputElement
    expect(necessary.checked && necessary.disabled).toBe(true)
    const analytics = screen.getByRole('checkbox', { name: /Analytics/ }) as HTMLInputElement
    const marketing = screen.getByRole('checkbox', { name: /Marketing/ }) as HTMLInputElement
    expect([analytics.checked, marketing.checked]).toEqual([false, false])
    fireEvent.click(analytics)
    fireEvent.click(screen.getByRole('button', { name: 'Save my choice' }))
    expect(currentConsent()).toMatchObject({ analytics: true, marketing: false })
    expect(banner()).toBeNull()
  })

  it('speaks Polish to a Polish page', () => {
    showPage('pl')
    const dialog = screen.getByRole('dialog', { name: 'Pliki cookie i\u00a0Twoja prywatność' })
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['Odrzuć wszystkie', 'Zaakceptuj wszystkie', 'Dostosuj'])
    expect(screen.getByRole('button', { name: 'Ustawienia plików cookie' })).toBeTruthy()
  })

  it('every control is reachable by keyboard: native buttons and checkboxes in the tab order', () => {
    showPage()
    fireEvent.click(screen.getByRole('button', { name: 'Choose' }))
    const dialog = banner()!
    const controls = [...within(dialog).getAllByRole('button'), ...within(dialog).getAllByRole('checkbox')].filter((control) => !(control as HTMLInputElement).disabled)
    expect(controls).toHaveLength(5)
    for (const control of controls) {
      expect(['BUTTON', 'INPUT']).toContain(control.tagName)
      expect(control.tabIndex).toBe(0)
    }
  })

  it('is not shown again once chosen, and "Cookie settings" reopens it with the choice ticked, in focus', () => {
    showPage()
    fireEvent.click(screen.getByRole('button', { name: 'Reject all' }))
    cleanup()
    resetConsentForTests()
    showPage()
    expect(banner()).toBeNull()
    const settings = screen.getByRole('button', { name: 'Cookie settings' })
    settings.focus()
    act(() => settings.click())
    const dialog = banner()!
    expect(document.activeElement).toBe(dialog)
    expect((screen.getByRole('checkbox', { name: /Marketing/ }) as HTMLInputElement).checked).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }))
    expect(consentAllows('marketing')).toBe(true)
    expect(document.activeElement).toBe(settings)
  })
})

describe('outside the EEA and the UK', () => {
  beforeEach(() => window.history.replaceState(null, '', '/?country=US'))

  it('no banner by itself, but "Cookie settings" offers the same choice', () => {
    showPage()
    expect(banner()).toBeNull()
    act(() => screen.getByRole('button', { name: 'Cookie settings' }).click())
    fireEvent.click(within(banner()!).getByRole('button', { name: 'Reject all' }))
    expect(consentAllows('marketing')).toBe(false)
  })
})
