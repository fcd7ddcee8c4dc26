// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { offerPages } from '../../../../seed/funnels/leadership/offer'
import { uiStrings } from '../../../../seed/uiStrings'
import * as events from '../../platform/events/events'
import { copy, renderTemplate, seedPage } from '../templateTestKit'
import { templateTestProps } from '../templateTestProps'
import type { TemplateProps } from '../TemplateProps'
import Registration from './Template'

// The Firebase side, faked where the app reaches it: the lazily loaded platform module.
const platform = vi.hoisted(() => ({
  authManager: { register: vi.fn(), signIn: vi.fn(), userId: vi.fn() },
  callFunction: vi.fn(),
}))
vi.mock('../../platform/firebase/platformLoaded', () => ({ platformLoaded: () => Promise.resolve(platform) }))

const page = seedPage(offerPages, 'register', 'registration')
const EMAIL = 'ada@example.com'
const PASSWORD = 'correct horse'
const APP_URL = 'https://apps.apple.com/app/stepwise'
const authError = (code: string) => Object.assign(new Error(code), { code })

const show = (overrides: Partial<TemplateProps<'registration'>> = {}, language: 'en' | 'pl' = 'en') =>
  renderTemplate(Registration, templateTestProps(page, uiStrings, language, { email: EMAIL, funnel: { key: 'leadership', basePath: '/leadership' }, ...overrides }))

const field = (key: 'emailLabel' | 'registerPasswordLabel' | 'registerPasswordConfirmLabel') => screen.getByLabelText(copy(uiStrings[key])) as HTMLInputElement
const terms = () => screen.getByRole('checkbox') as HTMLInputElement
const submitButton = () => screen.getByRole('button', { name: copy(page.buttonText) })
/** The message a field is described by (its error), or undefined. */
const describedMessage = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby')
  return id ? document.getElementById(id)?.textContent : undefined
}

let assign: ReturnType<typeof vi.fn>
beforeEach(() => {
  assign = vi.fn()
  vi.stubGlobal('location', { ...window.location, assign })
  platform.authManager.register.mockResolvedValue('uid-1')
  platform.authManager.signIn.mockResolvedValue('uid-2')
  platform.authManager.userId.mockResolvedValue('uid-1')
  platform.callFunction.mockResolvedValue({ url: APP_URL, platform: 'ios' })
  vi.spyOn(console, 'info').mockImplementation(() => undefined)
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  platform.authManager.register.mockReset()
  platform.authManager.signIn.mockReset()
  platform.callFunction.mockReset()
})

async function fillIn(user: ReturnType<typeof show>['user'], { password = PASSWORD, confirm = password, agree = true }: { password?: string; confirm?: string; agree?: boolean } = {}) {
  await user.type(field('registerPasswordLabel'), password)
  await user.type(field('registerPasswordConfirmLabel'), confirm)
  if (agree) await user.click(terms())
}

describe('Registration', () => {
  it('asks for the e-mail given in the quiz, a new password twice and the terms, which link to the legal pages', () => {
    show()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy(page.title))
    expect(field('emailLabel')).toMatchObject({ type: 'email', value: EMAIL, autocomplete: 'email' })
    expect(field('registerPasswordLabel')).toMatchObject({ type: 'password', autocomplete: 'new-password' })
    expect(field('registerPasswordConfirmLabel')).toMatchObject({ type: 'password', autocomplete: 'new-password' })
    const label = terms().labels![0]!
    const links = within(label).getAllByRole('link')
    expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('target')])).toEqual([
      ['/terms', '_blank'],
      ['/policy', '_blank'],
    ])
    expect(label.textContent).toContain(copy(uiStrings.registerTermsLink))
    expect(label.textContent).toContain(copy(uiStrings.registerPolicyLink))
    expect(submitButton()).toBeTruthy()
  })

  it('shows every problem on its field, announced, and focuses the first one', async () => {
    const { user } = show({ email: undefined })
    await user.click(submitButton())
    expect(describedMessage(field('emailLabel'))).toBe(copy(uiStrings.emailRequired))
    expect(describedMessage(field('registerPasswordLabel'))).toBe('Your password needs at least 6 characters')
    expect(describedMessage(terms())).toBe('You need to agree to the terms in order to continue')
    for (const input of [field('emailLabel'), field('registerPasswordLabel'), terms()]) expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(field('registerPasswordConfirmLabel').getAttribute('aria-invalid')).toBe('false')
    expect(screen.getAllByRole('alert')).toHaveLength(3)
    expect(document.activeElement).toBe(field('emailLabel'))
    expect(platform.authManager.register).not.toHaveBeenCalled()
  })

  it('says when the e-mail is not an address and when the passwords differ', async () => {
    const { user } = show({ email: 'ada@' })
    await fillIn(user, { confirm: `${PASSWORD}!` })
    await user.click(submitButton())
    expect(describedMessage(field('emailLabel'))).toBe(copy(uiStrings.emailInvalid))
    expect(describedMessage(field('registerPasswordConfirmLabel'))).toBe(copy(uiStrings.registerPasswordMismatch))
    expect(field('registerPasswordLabel').getAttribute('aria-invalid')).toBe('false')
    expect(platform.authManager.register).not.toHaveBeenCalled()
  })

  it('counts the minimum in Polish with the right plural form', async () => {
    const { user } = show({}, 'pl')
    await user.type(screen.getByLabelText(copy(uiStrings.registerPasswordLabel, 'pl')), '12345')
    await user.click(screen.getByRole('button', { name: copy(page.buttonText, 'pl') }))
    expect(screen.getByText('Hasło musi mieć co najmniej 6 znaków')).toBeTruthy()
  })

  it('links the e-mail and password to the visitor, raises the registration events without the password, and goes to the app', async () => {
    const log = vi.spyOn(events, 'logEvent')
    const { user, calls } = show()
    await fillIn(user)
    await user.click(submitButton())
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Taking you to the app…')
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(APP_URL))

    expect(platform.authManager.register).toHaveBeenCalledWith(EMAIL, PASSWORD)
    expect(log.mock.calls.map(([event]) => event)).toEqual([
      { id: 'userRegistered', name: 'User registered', params: { email: EMAIL, firebaseUserId: 'uid-1' } },
      { id: 'passwordSet', name: 'Password set', params: { firebaseUserId: 'uid-1' } },
    ])
    expect(JSON.stringify(log.mock.calls)).not.toContain(PASSWORD)
    expect(JSON.stringify(platform.callFunction.mock.calls)).not.toContain(PASSWORD)
    expect(platform.callFunction).toHaveBeenCalledWith('getOnboardingRedirect', { onboardingType: 'leadership', platform: 'web', userId: 'uid-1' })
    expect(calls.emails).toEqual([EMAIL])
    expect(JSON.stringify({ ...localStorage })).not.toContain(PASSWORD)
  })

  it('sends one registration however often the visitor submits while it runs', async () => {
    let finish: (uid: string) => void = () => undefined
    platform.authManager.register.mockReturnValue(new Promise<string>((resolve) => (finish = resolve)))
    const { user } = show()
    await fillIn(user)
    const form = submitButton().closest('form')!
    // Two submits in the same tick (a double tap), then a click on the busy button.
    fireEvent.submit(form)
    fireEvent.submit(form)
    const busy = screen.getByRole('button', { name: copy(uiStrings.registerSubmitting) })
    expect(busy).toHaveProperty('disabled', true)
    await user.click(busy)
    await vi.waitFor(() => expect(platform.authManager.register).toHaveBeenCalledTimes(1))
    finish('uid-1')
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    expect(platform.authManager.register).toHaveBeenCalledTimes(1)
  })

  it('shows the service’s weak-password answer on the password field', async () => {
    platform.authManager.register.mockRejectedValue(authError('auth/weak-password'))
    const { user } = show()
    await fillIn(user)
    await user.click(submitButton())
    await vi.waitFor(() => expect(describedMessage(field('registerPasswordLabel'))).toBe(copy(uiStrings.registerPasswordWeak)))
    expect(field('registerPasswordLabel').getAttribute('aria-invalid')).toBe('true')
    expect(assign).not.toHaveBeenCalled()
  })

  it.each([
    ['auth/network-request-failed', 'networkError'],
    ['auth/internal-error', 'genericError'],
  ] as const)('%s: says %s for the whole form and lets the visitor try again', async (code, key) => {
    platform.authManager.register.mockRejectedValueOnce(authError(code))
    const { user } = show()
    await fillIn(user)
    await user.click(submitButton())
    expect((await screen.findByRole('alert')).textContent).toBe(copy(uiStrings[key]))
    await user.click(submitButton())
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(APP_URL))
    expect(platform.authManager.register).toHaveBeenCalledTimes(2)
  })

  it.each(['auth/email-already-in-use', 'auth/credential-already-in-use', 'auth/provider-already-linked'])(
    '%s: tells the visitor to log in as before, and logs in here',
    async (code) => {
      platform.authManager.register.mockRejectedValue(authError(code))
      const log = vi.spyOn(events, 'logEvent')
      const { user } = show()
      await fillIn(user)
      await user.click(submitButton())
      expect((await screen.findByRole('alert')).textContent).toBe(copy(uiStrings.registerAccountExists))
      expect(screen.queryByLabelText(copy(uiStrings.registerPasswordConfirmLabel))).toBeNull()
      expect(field('registerPasswordLabel')).toMatchObject({ value: '', autocomplete: 'current-password' })
      expect(document.activeElement).toBe(field('registerPasswordLabel'))

      await user.type(field('registerPasswordLabel'), 'my old password')
      await user.click(screen.getByRole('button', { name: copy(uiStrings.registerLogIn) }))
      await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(APP_URL))
      expect(platform.authManager.signIn).toHaveBeenCalledWith(EMAIL, 'my old password')
      expect(log.mock.calls.map(([event]) => event.name)).toEqual(['User logged in'])
    },
  )

  it('says when the login password is wrong, and can go back to registering with another e-mail', async () => {
    platform.authManager.register.mockRejectedValue(authError('auth/email-already-in-use'))
    platform.authManager.signIn.mockRejectedValue(authError('auth/invalid-credential'))
    const { user } = show()
    await fillIn(user)
    await user.click(submitButton())
    await user.type(await screen.findByLabelText(copy(uiStrings.registerPasswordLabel)), 'wrong one')
    await user.click(screen.getByRole('button', { name: copy(uiStrings.registerLogIn) }))
    await vi.waitFor(() => expect(describedMessage(field('registerPasswordLabel'))).toBe(copy(uiStrings.registerWrongPassword)))
    expect(assign).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: copy(uiStrings.registerUseAnotherEmail) }))
    expect(field('registerPasswordConfirmLabel')).toBeTruthy()
    expect(submitButton()).toBeTruthy()
  })

  it('when the app destination cannot be had: the message, a retry and the store links', async () => {
    platform.callFunction.mockRejectedValueOnce(Object.assign(new Error('internal [0]'), { code: 'functions/internal' }))
    const { user } = show()
    await fillIn(user)
    await user.click(submitButton())
    expect((await screen.findByRole('alert')).textContent).toBe(copy(uiStrings.networkError))
    expect(screen.getByRole('link', { name: copy(uiStrings.registerAppStore) }).getAttribute('href')).toBe(page.appStoreUrl)
    expect(screen.getByRole('link', { name: copy(uiStrings.registerPlayStore) }).getAttribute('href')).toBe(page.playStoreUrl)
    expect(assign).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: copy(uiStrings.registerTryAgain) }))
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(APP_URL))
    expect(platform.authManager.register).toHaveBeenCalledTimes(1)
  })
})
