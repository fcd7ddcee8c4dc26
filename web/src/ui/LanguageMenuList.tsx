import { FrameIcon } from './FrameIcon'
import { useEffect, useRef, type KeyboardEvent } from 'react'
import { LANGUAGE_TITLES, PAGE_LANGUAGES, type PageLanguage } from '../../../schemas/languages'

export interface LanguageMenuListProps {
  id: string
  label: string
  value: PageLanguage
  /** The item that has focus (the menu is open, so there is one). */
  focused: number
  onFocus: (index: number) => void
  onChoose: (language: PageLanguage) => void
  /** Closes the menu and gives the button its focus back. */
  onClose: () => void
}

const LAST = PAGE_LANGUAGES.length - 1

/**
 * The open language menu (LanguageMenu.tsx holds the button): the page languages by their own
 * names as radio items, with the menu's keys. Only a visitor who opens the menu needs it, so it
 * is a chunk of its own that the button asks for as soon as a pointer or focus comes to it.
 */
export function LanguageMenuList({ id, label, value, focused, onFocus, onChoose, onClose }: LanguageMenuListProps) {
  const items = useRef<(HTMLButtonElement | null)[]>([])

  useEffect(() => {
    items.current[focused]?.focus()
  }, [focused])

  const onMenuKey = (event: KeyboardEvent) => {
    const move = (to: number) => {
      event.preventDefault()
      onFocus(to)
    }
    if (event.key === 'ArrowDown') move(focused === LAST ? 0 : focused + 1)
    else if (event.key === 'ArrowUp') move(focused === 0 ? LAST : focused - 1)
    else if (event.key === 'Home') move(0)
    else if (event.key === 'End') move(LAST)
    else if (event.key === 'Escape') {
      event.preventDefault()
      onClose()
    } else if (event.key === 'Tab') {
      // From the button, the browser's own Tab goes on to the control after it (or before it).
      onClose()
    } else if (event.key.length === 1 && /\p{L}/u.test(event.key)) {
      const letter = event.key.toLocaleLowerCase()
      const order = PAGE_LANGUAGES.map((_, offset) => (focused + 1 + offset) % PAGE_LANGUAGES.length)
      const next = order.find((index) => LANGUAGE_TITLES[PAGE_LANGUAGES[index]!].toLocaleLowerCase().startsWith(letter))
      if (next !== undefined) move(next)
    }
  }

  return (
    <div className="language-menu-list" id={id} role="menu" aria-label={label} onKeyDown={onMenuKey}>
      {PAGE_LANGUAGES.map((code, index) => (
        <button
          key={code}
          ref={(element) => {
            items.current[index] = element
          }}
          type="button"
          role="menuitemradio"
          aria-checked={code === value}
          tabIndex={-1}
          lang={code}
          className="language-menu-item"
          onClick={() => onChoose(code)}
        >
          <FrameIcon name="check" className="language-menu-check" aria-hidden="true" width={18} height={18} />
          {LANGUAGE_TITLES[code]}
        </button>
      ))}
    </div>
  )
}
