// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { demoRefundTimeTest, postPurchasePages } from '../../../../seed/funnels/demo/postPurchase'
import { processFunnel } from '../../../../seed/kit/processTestKit'
import { uiStrings } from '../../../../seed/uiStrings'
import * as events from '../../platform/events/events'
import { copy, renderTemplate, seedPage } from '../templateTestKit'
import { templateTestProps } from '../templateTestProps'
import WaitingRoom from './Template'

/** The waiting room as a visitor in the given refund-time variant gets it. */
const pageIn = (variant: string) =>
  seedPage(processFunnel(postPurchasePages, [demoRefundTimeTest], { [demoRefundTimeTest.key]: variant }) as typeof postPurchasePages, 'waiting-room', 'waitingRoom')
const show = (variant = 'fiveToSevenDays', language: 'en' | 'pl' = 'en') => renderTemplate(WaitingRoom, templateTestProps(pageIn(variant), uiStrings, language))

afterEach(() => {
  cleanup()
  window.localStorage.clear()
  vi.restoreAllMocks()
})

describe('WaitingRoom', () => {
  it('offers waiting for the launch or a refund, and no way on until the visitor chooses', () => {
    const page = pageIn('fiveToSevenDays')
    show()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy(page.title))
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([copy(page.waitButtonText), copy(page.refundButtonText)])
  })

  it('confirms a refund within 5-7 business days in one variant and 3-5 in the other, in English and Polish', async () => {
    for (const [variant, days, dni] of [
      ['fiveToSevenDays', '5-7', '5–7'],
      ['threeToFiveDays', '3-5', '3–5'],
    ] as const) {
      for (const language of ['en', 'pl'] as const) {
        const page = pageIn(variant)
        const { user } = show(variant, language)
        await user.click(screen.getByRole('button', { name: copy(page.refundButtonText, language) }))
        expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(copy(page.refundConfirmationTitle, language))
        const confirmation = copy(page.refundConfirmationText, language)
        expect(screen.getByText(confirmation)).toBeTruthy()
        expect(confirmation).toContain(language === 'en' ? `${days} business days` : `${dni} dni roboczych`)
        cleanup()
        window.localStorage.clear()
      }
    }
  })

  it('stores the choice, raises the event, and shows the confirmation again when reopened', async () => {
    const log = vi.spyOn(events, 'logEvent')
    const page = pageIn('fiveToSevenDays')
    const { user, calls } = show()
    await user.click(screen.getByRole('button', { name: copy(page.waitButtonText) }))
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ name: 'Post-purchase choice', value: 'wait' }))
    const heading = screen.getByRole('heading', { level: 2 })
    expect(heading.textContent).toBe(copy(page.waitConfirmationTitle))
    expect(document.activeElement).toBe(heading)
    await user.click(screen.getByRole('button', { name: copy(page.buttonText) }))
    expect(calls.next).toBe(1)
    cleanup()

    log.mockClear()
    show()
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(copy(page.waitConfirmationTitle))
    expect(screen.queryByRole('button', { name: copy(page.refundButtonText) })).toBeNull()
    expect(log).not.toHaveBeenCalled()
  })

  it('asks again when the stored choice is unreadable', () => {
    window.localStorage.setItem(`funnels-post-purchase:${pageIn('fiveToSevenDays')._id}`, '{"choice":"later"}')
    show()
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull()
    expect(screen.getAllByRole('button')).toHaveLength(2)
  })
})
