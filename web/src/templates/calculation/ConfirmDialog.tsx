import { useEffect, useId, useRef, type KeyboardEvent } from 'react'

interface Props {
  question: string
  yes: string
  no: string
  onChoose: (choice: 'yes' | 'no') => void
}

/**
 * The yes/no question after the calculation, as a modal dialog: focus moves to the first answer
 * when it opens and Tab stays between the two answers. There is no close button and Escape does
 * nothing, because the funnel moves on only with an answer (either answer is fine).
 */
export function ConfirmDialog({ question, yes, no, onChoose }: Props) {
  const titleId = useId()
  const dialog = useRef<HTMLDivElement>(null)
  const first = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    first.current?.focus()
  }, [])

  const keepFocusInside = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return
    const buttons = Array.from(dialog.current?.querySelectorAll('button') ?? [])
    const firstButton = buttons[0]
    const lastButton = buttons[buttons.length - 1]
    if (!firstButton || !lastButton) return
    if (event.shiftKey && document.activeElement === firstButton) {
      event.preventDefault()
      lastButton.focus()
    } else if (!event.shiftKey && document.activeElement === lastButton) {
      event.preventDefault()
      firstButton.focus()
    }
  }

  return (
    <div className="confirm-backdrop">
      <div ref={dialog} className="confirm-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={keepFocusInside}>
        <h2 id={titleId}>{question}</h2>
        <div className="confirm-actions">
          <button ref={first} type="button" className="primary-button" onClick={() => onChoose('yes')}>
            {yes}
          </button>
          <button type="button" className="confirm-secondary" onClick={() => onChoose('no')}>
            {no}
          </button>
        </div>
      </div>
    </div>
  )
}
