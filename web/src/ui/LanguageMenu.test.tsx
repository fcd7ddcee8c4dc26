// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { PageLanguage } from '../../../schemas/languages'
import { LanguageMenu } from './LanguageMenu'
import { LanguageMenuList } from './LanguageMenuList'

/** The menu in a header-like row, its language kept in state; returns the languages chosen. */
function renderMenu(start: PageLanguage = 'en') {
  const chosen: PageLanguage[] = []
  function Row() {
    const [language, setLanguage] = useState(start)
    return (
      <div>
        <button type="button">Back</button>
        <LanguageMenu
          List={LanguageMenuList}
          label={language === 'pl' ? 'Język' : 'Language'}
          value={language}
          onChange={(next) => {
            chosen.push(next)
            setLanguage(next)
          }}
        />
        <button type="button">Forward</button>
        <p>Outside</p>
      </div>
    )
  }
  render(<Row />)
  return { chosen, user: userEvent.setup() }
}

const menuButton = () => screen.getByRole('button', { name: /^(Language|Język):/ })
const item = (name: string) => screen.getByRole('menuitemradio', { name })

afterEach(cleanup)

describe('LanguageMenu', () => {
  it('is a menu button showing the code, named by "Language" and the language, with the menu closed', () => {
    renderMenu()
    const button = menuButton()
    expect(button.getAttribute('aria-label')).toBe('Language: English')
    expect(button.textContent).toBe('EN')
    expect(button.getAttribute('aria-haspopup')).toBe('menu')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('opens on a click: every page language by its own name, the current one checked and focused', async () => {
    const { user } = renderMenu()
    await user.click(menuButton())
    expect(menuButton().getAttribute('aria-expanded')).toBe('true')
    const menu = screen.getByRole('menu', { name: 'Language' })
    expect(menuButton().getAttribute('aria-controls')).toBe(menu.id)
    expect(screen.getAllByRole('menuitemradio').map((element) => element.textContent)).toEqual(['English', 'Polski'])
    expect(item('English').getAttribute('aria-checked')).toBe('true')
    expect(item('Polski').getAttribute('aria-checked')).toBe('false')
    expect(item('Polski').getAttribute('lang')).toBe('pl')
    expect(document.activeElement).toBe(item('English'))
  })

  it('choosing an item calls onChange, closes the menu and returns focus to the button, which then names the new language', async () => {
    const { user, chosen } = renderMenu()
    await user.click(menuButton())
    await user.click(item('Polski'))
    expect(chosen).toEqual(['pl'])
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(menuButton())
    expect(menuButton().getAttribute('aria-label')).toBe('Język: Polski')
    expect(menuButton().textContent).toBe('PL')
  })

  it('choosing the current language closes the menu without a change', async () => {
    const { user, chosen } = renderMenu('pl')
    await user.click(menuButton())
    expect(document.activeElement).toBe(item('Polski'))
    await user.click(item('Polski'))
    expect(chosen).toEqual([])
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it.each(['{Enter}', ' ', '{ArrowDown}'])('the keyboard %s on the button opens the menu on the checked item', async (key) => {
    const { user } = renderMenu('pl')
    await user.tab()
    await user.tab()
    expect(document.activeElement).toBe(menuButton())
    await user.keyboard(key)
    expect(screen.getByRole('menu').isConnected).toBe(true)
    expect(document.activeElement).toBe(item('Polski'))
  })

  it('ArrowUp on the button opens the menu on the last item', async () => {
    const { user } = renderMenu()
    menuButton().focus()
    await user.keyboard('{ArrowUp}')
    expect(document.activeElement).toBe(item('Polski'))
  })

  it('arrows move and wrap, Home and End jump, a first letter finds its language, Enter chooses', async () => {
    const { user, chosen } = renderMenu()
    menuButton().focus()
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(item('English'))
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(item('Polski'))
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(item('English'))
    await user.keyboard('{ArrowUp}')
    expect(document.activeElement).toBe(item('Polski'))
    await user.keyboard('{Home}')
    expect(document.activeElement).toBe(item('English'))
    await user.keyboard('{End}')
    expect(document.activeElement).toBe(item('Polski'))
    await user.keyboard('e')
    expect(document.activeElement).toBe(item('English'))
    await user.keyboard('p')
    expect(document.activeElement).toBe(item('Polski'))
    await user.keyboard('{Enter}')
    expect(chosen).toEqual(['pl'])
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(menuButton())
  })

  it('Escape closes the menu without a change and returns focus to the button', async () => {
    const { user, chosen } = renderMenu()
    await user.click(menuButton())
    await user.keyboard('{ArrowDown}{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(menuButton().getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(menuButton())
    expect(chosen).toEqual([])
  })

  it('Tab closes the menu and moves on to the next control', async () => {
    const { user } = renderMenu()
    await user.click(menuButton())
    await user.tab()
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Forward' }))
  })

  it('a click outside closes it; a click on the button toggles it', async () => {
    const { user, chosen } = renderMenu()
    await user.click(menuButton())
    await user.click(screen.getByText('Outside'))
    expect(screen.queryByRole('menu')).toBeNull()
    await user.click(menuButton())
    expect(screen.getByRole('menu').isConnected).toBe(true)
    await user.click(menuButton())
    expect(screen.queryByRole('menu')).toBeNull()
    expect(chosen).toEqual([])
  })

  it("opens and closes on bare clicks too, as the app replays a landing's early taps (no pointer events)", () => {
    renderMenu()
    act(() => menuButton().click())
    expect(screen.getByRole('menu').isConnected).toBe(true)
    act(() => screen.getByText('Outside').click())
    expect(screen.queryByRole('menu')).toBeNull()
  })
})
