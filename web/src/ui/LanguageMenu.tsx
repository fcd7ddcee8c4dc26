import { useEffect, useId, useRef, useState, type ComponentType, type KeyboardEvent } from 'react'
import { LANGUAGE_TITLES, PAGE_LANGUAGES, type PageLanguage } from '../../../schemas/languages'
import type { LanguageMenuListProps } from './LanguageMenuList'
import './LanguageMenu.css'

interface Props {
  /** "Language" in the page's language: the button's and the menu's name. */
  label: string
  value: PageLanguage
  onChange: (language: PageLanguage) => void
  /** The open menu (LanguageMenuList, which the frame loads apart: app/LanguageMenuLoader.tsx). */
  List: ComponentType<LanguageMenuListProps>
  /** A pointer or focus came to the button: the menu may open next. */
  onNear?: () => void
}

const LAST = PAGE_LANGUAGES.length - 1

/**
 * The header's compact language switch, a menu button (WAI-ARIA APG): the button shows the
 * current language's code ("EN") and is named "Language: English"; its menu lists the page
 * languages by their own names as radio items. Enter, Space or the down arrow open it on the
 * chosen language, the up arrow on the last; in it the arrows (wrapping), Home, End and a first
 * letter move, Enter or Space choose, Escape closes back to the button, Tab closes and moves
 * on. A click outside closes it. The menu is drawn only while open, so the prerendered landing
 * carries just the button, and the menu's code is apart (LanguageMenuList.tsx).
 */
export function LanguageMenu({ label, value, onChange, List, onNear }: Props) {
  const [focused, setFocused] = useState<number | undefined>(undefined)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const menuId = useId()
  const checked = Math.max(0, PAGE_LANGUAGES.indexOf(value))
  const open = focused !== undefined

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
        onPointerEnter={onNear}
        onPointerDown={onNear}
        onFocus={onNear}
        onClick={() => (open ? setFocused(undefined) : setFocused(checked))}
        onKeyDown={onButtonKey}
      >
        {value.toUpperCase()}
      </button>
      {focused !== undefined && <List id={menuId} label={label} value={value} focused={focused} onFocus={setFocused} onChoose={choose} onClose={close} />}
    </div>
  )
}
