// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { PageDocument } from '../../../schemas/page/schema'
import { deepsFunnel, deepsPages } from '../../../seed/funnels/deeps/index'
import { hidesBackArrow, type PageFrame } from './PageFrame'
import { asShown, renderFrame } from './pageFrameTestKit'

const byKey = (key: string): PageDocument => deepsPages.find((page) => page.key === key)!

function showFrame(page: PageDocument, header: Partial<Pick<Parameters<typeof PageFrame>[0], 'logo' | 'onLogoTap' | 'onLanguage'>> = {}) {
  renderFrame({ page: asShown(page), ...header })
  return screen.queryByRole('button', { name: 'Back' })
}

afterEach(cleanup)

describe('the back arrow (spec 2.2)', () => {
  it('shows on an ordinary page', () => {
    expect(showFrame(byKey('age'))).not.toBeNull()
  })

  it('is hidden on the account page wherever its path is (deeps: create-account, with no flag)', () => {
    const account = byKey('registration')
    expect(account).toMatchObject({ path: 'create-account', componentType: 'registration' })
    expect(account.hideBackArrow).toBeUndefined()
    expect(showFrame(account)).toBeNull()
  })

  it('is hidden on congratulations pages, flagged or not, and on pages the content flags (welcome, register)', () => {
    const { hideBackArrow: _flag, ...congrats } = byKey('congrats')
    expect(showFrame(congrats as PageDocument)).toBeNull()
    cleanup()
    expect(showFrame(byKey('welcome'))).toBeNull()
    cleanup()
    expect(showFrame(byKey('emailPage'))).toBeNull()
  })

  it('hidesBackArrow: the flag, or the registration and congratulations templates', () => {
    expect(hidesBackArrow(undefined)).toBe(false)
    expect(hidesBackArrow({ componentType: 'radioQuestion' })).toBe(false)
    expect(hidesBackArrow({ componentType: 'radioQuestion', hideBackArrow: true })).toBe(true)
    expect(hidesBackArrow({ componentType: 'registration' })).toBe(true)
    expect(hidesBackArrow({ componentType: 'congrats', hideBackArrow: false })).toBe(true)
  })
})

describe('the header', () => {
  it('back and forward are buttons named from the UI strings, their arrows hidden icons', () => {
    showFrame(byKey('age'))
    for (const name of ['Back', 'Forward']) {
      const button = screen.getByRole('button', { name })
      expect(button.textContent).toBe('')
      expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
    }
    expect(screen.getByRole('button', { name: 'Forward' }).getAttribute('aria-disabled')).toBe('true')
  })

  it('has the language menu button, not a select, and choosing Polski from it reports the language', async () => {
    const chosen: string[] = []
    showFrame(byKey('age'), { onLanguage: (language) => chosen.push(language) })
    expect(screen.queryByRole('combobox')).toBeNull()
    const button = screen.getByRole('button', { name: 'Language: English' })
    expect(button.getAttribute('aria-haspopup')).toBe('menu')
    const user = userEvent.setup()
    await user.click(button)
    await user.click(await screen.findByRole('menuitemradio', { name: 'Polski' }))
    expect(chosen).toEqual(['pl'])
  })

  it("shows the funnel's name on one line without a logo, the theme's image with one; taps on either reach the debug gesture", async () => {
    let taps = 0
    showFrame(byKey('age'), { onLogoTap: () => taps++ })
    const name = screen.getByText(deepsFunnel.name!)
    expect(name.classList.contains('logo-name')).toBe(true)
    const user = userEvent.setup()
    await user.click(name)
    cleanup()
    showFrame(byKey('age'), { onLogoTap: () => taps++, logo: { src: '/logo.svg', alt: 'Deeps', width: 120, height: 32 } })
    await user.click(screen.getByRole('img', { name: 'Deeps' }))
    expect(screen.queryByText(deepsFunnel.name!)).toBeNull()
    expect(taps).toBe(2)
  })
})
