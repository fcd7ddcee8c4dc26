import { FrameIcon } from './FrameIcon'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { LANGUAGE_TITLES, PAGE_LANGUAGES, type PageLanguage } from '../../../schemas/languages'
import './LanguageMenu.css'

interface Props {
  /** "Language" in the page's language: the button's and the menu's name. */
  label: string
  value: PageLanguage
  onChange: (language: PageLanguage) => void
}

const LAST = PAGE_LANGUAGES.length - 1

/**
 * The header's compact language switch, a menu button (WAI-ARIA APG): the button shows the
 * current language's code ("EN") and is named "Language: English"; its menu lists the page
 * languages by their own names as radio items. Enter, Space or the down arrow open it on the
 * chosen language, the up arrow on the last; in it the arrows (wrapping), Home, End and a first
 * letter move, Enter or Space choose, Escape closes back to the button, Tab closes and moves
 * on. A click outside closes it. The menu is drawn only while open, so the prerendered landing
 * carries just the button.
 */
export function LanguageMenu({ label, value, onChange }: Props) {
  const [focused, setFocused] = useState<number | undefined>(undefined)
  const open = focused !== undefined
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const items = useRef<(HTMLButtonElement | null)[]>([])
  const menuId = useId()
  const checked = Math.max(0, PAGE_LANGUAGES.indexOf(value))

  useEffect(() => {
    if (focused !== undefined) items.current[focused]?.focus()
  }, [focused])

  useEffect(() => {
    if (!open) return
    // A click, not a pointer press: the app replays a landing's early taps as clicks only.
    const closeOutside = (event: MouseEvent) => {
      if (!(event.target instanceof Node) || !root.current?.contains(event.target)) setFocused(undefined)
    }
    document.addEventListener('click', closeOutside, true)
    return () => document.removeEventListener('click', closeOutside, true)
  }, [open])

  const close = () => {
    setFocused(undefined)
    button.current?.focus()
  }
  const choose = (language: PageLanguage) => {
    close()
    if (language !== value) onChange(language)
  }

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setFocused(event.key === 'ArrowDown' ? checked : LAST)
    }
  }
  const onMenuKey = (event: KeyboardEvent) => {
    const at = focused ?? checked
    const move = (to: number) => {
      event.preventDefault()
      setFocused(to)
    }
    if (event.key === 'ArrowDown') move(at === LAST ? 0 : at + 1)
    else if (event.key === 'ArrowUp') move(at === 0 ? LAST : at - 1)
    else if (event.key === 'Home') move(0)
    else if (event.key === 'End') move(LAST)
    else if (event.key === 'Escape') {
      event.preventDefault()
      close()
    } else if (event.key === 'Tab') {
      // From the button, the browser's own Tab goes on to the control after it (or before it).
      close()
    } else if (event.key.length === 1 && /\p{L}/u.test(event.key)) {
      const letter = event.key.toLocaleLowerCase()
      const order = PAGE_LANGUAGES.map((_, offset) => (at + 1 + offset) % PAGE_LANGUAGES.length)
      const next = order.find((index) => LANGUAGE_TITLES[PAGE_LANGUAGES[index]!].toLocaleLowerCase().startsWith(letter))
      if (next !== undefined) move(next)
    }
  }

  return (
    <div className="language-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="language-menu-button"
        aria-label={`${label}: ${LANGUAGE_TITLES[value]}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setFocused(undefined) : setFocused(checked))}
        onKeyDown={onButtonKey}
      >
        {value.toUpperCase()}
      </button>
      {open && (
        <div className="language-menu-list" id={menuId} role="menu" aria-label={label} onKeyDown={onMenuKey}>
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
              onClick={() => choose(code)}
            >
              <FrameIcon name="check" className="language-menu-check" aria-hidden="true" width={18} height={18} />
              {LANGUAGE_TITLES[code]}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
