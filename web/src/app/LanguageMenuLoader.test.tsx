// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LanguageMenuLoader, preloadLanguageMenuList } from './LanguageMenuLoader'

const props = { id: 'menu', label: 'Language', value: 'en', focused: 0, onFocus: () => {}, onChoose: () => {}, onClose: () => {} } as const

afterEach(cleanup)

describe('the language menu loaded apart from the landing', () => {
  it('before its code is there, the open menu appears as soon as it arrives; once loaded, at once', async () => {
    render(<LanguageMenuLoader {...props} />)
    expect(screen.queryByRole('menu')).toBeNull()
    expect(await screen.findByRole('menu', { name: 'Language' })).toBeDefined()
    cleanup()
    await preloadLanguageMenuList()
    act(() => void render(<LanguageMenuLoader {...props} />))
    expect(screen.getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual(['English', 'Polski'])
  })
})
