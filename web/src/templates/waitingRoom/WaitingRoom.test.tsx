// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EntitledOrder, RefundAnswer } from '../../../../schemas/backOffice/wire'
import { demoRefundTimeTest, postPurchasePages } from '../../../../seed/funnels/demo/postPurchase'
import { processFunnel } from '../../../../seed/kit/processTestKit'
import { uiStrings } from '../../../../seed/uiStrings'
import { forgetEntitlement } from '../../checkout/entitlement/getEntitlement'
import PurchaseGate from '../../checkout/entitlement/PurchaseGate'
import * as events from '../../platform/events/events'
import { callBackend } from '../../platform/firebase/backend'
import { copy, renderTemplate, seedPage } from '../templateTestKit'
import { templateTestProps } from '../templateTestProps'
import type { TemplateProps } from '../TemplateProps'
import WaitingRoom from './Template'

// The boundary: the callables (getEntitlement, requestRefund) and the signed-in user id.
vi.mock('../../platform/firebase/backend', () => ({ callBackend: vi.fn(), visitorUserId: vi.fn(async () => 'uid-1') }))
const backend = vi.mocked(callBackend)

const PAID: EntitledOrder = { kind: 'subscription', planId: 'demo-monthly', status: 'confirmed', amount: 9.99, currency: 'USD', confirmedAt: '2026-11-26T10:00:00Z', email: 'anna@example.com', refundable: true, cancellable: true }
const TRIAL: EntitledOrder = { ...PAID, kind: 'trial', amount: 0, refundable: false, cancellable: true }

/** The server: this visitor's order, and what requestRefund answers (or throws), in turn. */
function server(order: EntitledOrder, ...refunds: (RefundAnswer | Error)[]) {
  backend.mockImplementation(async (name) => {
    if (name === 'getEntitlement') return { entitled: true, order }
    if (name === 'requestRefund') {
      const next = refunds.shift()
      if (next instanceof Error) throw next
      return next
    }
    throw new Error(`unexpected call ${name}`)
  })
}
const refundCalls = () => backend.mock.calls.filter(([name]) => name === 'requestRefund')

/** The waiting room as the frame shows it: behind the purchase gate. */
function Gated(props: TemplateProps<'waitingRoom'>) {
  return (
    <PurchaseGate onboardingType={props.funnel.key} paywallRoute="/demo/paywall" onNavigate={props.onNavigate} loading={<p>Loading...</p>} strings={props.strings} t={props.t}>
      <WaitingRoom {...props} />
    </PurchaseGate>
  )
}

/** The waiting room as a visitor in the given refund-time variant gets it. */
const pageIn = (variant: string) =>
  seedPage(processFunnel(postPurchasePages, [demoRefundTimeTest], { [demoRefundTimeTest.key]: variant }) as typeof postPurchasePages, 'waiting-room', 'waitingRoom')
async function show(variant = 'fiveToSevenDays', language: 'en' | 'pl' = 'en') {
  const page = pageIn(variant)
  const view = renderTemplate(Gated, templateTestProps(page, uiStrings, language))
  await screen.findByRole('heading', { level: 1 })
  return { ...view, page }
}
const buttonNames = () => screen.getAllByRole('button').map((button) => button.textContent)
const text = () => document.body.textContent ?? ''

beforeEach(() => {
  backend.mockReset()
  forgetEntitlement('demo')
})
afterEach(() => {
  cleanup()
  window.localStorage.clear()
  vi.restoreAllMocks()
})

describe('WaitingRoom', () => {
  it('offers waiting or a refund to a visitor who paid, and no way on until they choose', async () => {
    server(PAID)
    const { page } = await show()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy(page.title))
    expect(buttonNames()).toEqual([copy(page.waitButtonText), copy(page.refundButtonText)])
  })

  it('refunds through the server and confirms it with the amount, within 5–7 or 3–5 business days as the variant says', async () => {
    for (const [variant, language, days, currency, amount, shown] of [
      ['fiveToSevenDays', 'en', '5–7', 'USD', 9.99, 'Refunded: $9.99.'],
      ['threeToFiveDays', 'pl', '3–5', 'PLN', 97, 'Zwrócona kwota: 97 zł.'],
    ] as const) {
      backend.mockReset()
      forgetEntitlement('demo')
      const log = vi.spyOn(events, 'logEvent')
      server(PAID, { outcome: 'refunded', amount, currency })
      const { user, page, calls } = await show(variant, language)
      await user.click(screen.getByRole('button', { name: copy(page.refundButtonText, language) }))
      const heading = await screen.findByRole('heading', { level: 2 })
      expect(heading.textContent).toBe(copy(page.refundConfirmationTitle, language))
      expect(document.activeElement).toBe(heading)
      expect(text()).toContain(copy(page.refundConfirmationText, language))
      expect(copy(page.refundConfirmationText, language)).toContain(days)
      expect(text()).toContain(shown)
      expect(text()).toContain(copy(uiStrings.refundEmailsCancelled, language))
      expect(refundCalls()).toEqual([['requestRefund', { onboardingType: 'demo' }]])
      expect(log).toHaveBeenCalledWith(expect.objectContaining({ name: 'Post-purchase choice', value: 'refund' }))
      // The purchase was given back: nothing to move on to.
      expect(screen.queryByRole('button')).toBeNull()
      expect(calls.next).toBe(0)
      cleanup()
      vi.restoreAllMocks()
    }
  })

  it('never offers a refund for a trial that has charged nothing: the choice cancels the trial', async () => {
    const log = vi.spyOn(events, 'logEvent')
    server(TRIAL, { outcome: 'cancelled' })
    const { user, page } = await show()
    expect(buttonNames()).toEqual([copy(page.waitButtonText), copy(uiStrings.waitingRoomCancelTrial)])
    expect(text()).not.toContain(copy(page.refundButtonText))
    await user.click(screen.getByRole('button', { name: copy(uiStrings.waitingRoomCancelTrial) }))
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe(copy(uiStrings.trialCancelledTitle))
    expect(text()).toContain(copy(uiStrings.trialCancelled))
    expect(text()).not.toContain(copy(page.refundConfirmationTitle))
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ name: 'Post-purchase choice', value: 'cancel' }))
  })

  it('offers only waiting when the order can be neither refunded nor cancelled', async () => {
    server({ ...TRIAL, cancellable: false })
    const { page } = await show()
    expect(buttonNames()).toEqual([copy(page.waitButtonText)])
  })

  it.each([
    ['already', 'refundAlreadyTitle', 'refundAlready'],
    ['nothingToRefund', 'nothingToRefundTitle', 'nothingToRefund'],
  ] as const)('says what the server answered: %s', async (outcome, title, line) => {
    server(PAID, { outcome })
    const { user, page } = await show('fiveToSevenDays', 'pl')
    await user.click(screen.getByRole('button', { name: copy(page.refundButtonText, 'pl') }))
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe(copy(uiStrings[title], 'pl'))
    expect(text()).toContain(copy(uiStrings[line], 'pl'))
  })

  it('shows a failed request, keeps both choices, and sends it again on the next tap', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    server(PAID, Object.assign(new Error('internal [0]'), { code: 'functions/internal' }), { outcome: 'refunded', amount: 9.99, currency: 'USD' })
    const { user, page } = await show()
    await user.click(screen.getByRole('button', { name: copy(page.refundButtonText) }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe(`${copy(uiStrings.waitingRoomRequestFailed)} ${copy(uiStrings.networkError)}`)
    expect(buttonNames()).toEqual([copy(page.waitButtonText), copy(page.refundButtonText)])
    await user.click(screen.getByRole('button', { name: copy(page.refundButtonText) }))
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe(copy(page.refundConfirmationTitle))
    expect(refundCalls()).toHaveLength(2)
  })

  it('stores waiting, raises the event, moves on with the main button, and shows waiting again when reopened', async () => {
    server(PAID)
    const log = vi.spyOn(events, 'logEvent')
    const { user, page, calls } = await show()
    await user.click(screen.getByRole('button', { name: copy(page.waitButtonText) }))
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ name: 'Post-purchase choice', value: 'wait' }))
    const heading = screen.getByRole('heading', { level: 2 })
    expect(heading.textContent).toBe(copy(page.waitConfirmationTitle))
    expect(document.activeElement).toBe(heading)
    await user.click(screen.getByRole('button', { name: copy(page.buttonText) }))
    expect(calls.next).toBe(1)
    cleanup()

    log.mockClear()
    await show()
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(copy(page.waitConfirmationTitle))
    expect(screen.queryByRole('button', { name: copy(page.refundButtonText) })).toBeNull()
    expect(log).not.toHaveBeenCalled()
    expect(refundCalls()).toEqual([])
  })

  it('shows a refund the server has recorded when the page is opened again, without asking again', async () => {
    server({ ...PAID, status: 'refunded' })
    const { page } = await show()
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(copy(page.refundConfirmationTitle))
    expect(refundCalls()).toEqual([])
  })

  it('asks again when the stored choice is unreadable', async () => {
    server(PAID)
    window.localStorage.setItem(`funnels-post-purchase:${pageIn('fiveToSevenDays')._id}`, '{"choice":"later"}')
    await show()
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull()
    expect(screen.getAllByRole('button')).toHaveLength(2)
  })
})
