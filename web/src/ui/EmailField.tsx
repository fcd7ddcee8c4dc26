import { useId } from 'react'
import type { EmailProblem } from '../funnel/validateEmail'

interface Props {
  label: string
  placeholder: string
  value: string
  onChange: (value: string) => void
  /** The validation problem to show under the field, if any. */
  problem: EmailProblem | null
  /** The spec's messages for each problem, already localised. */
  messages: Record<EmailProblem, string>
}

/**
 * A labelled e-mail input with its validation message tied to it (aria-invalid and
 * aria-describedby, announced as an alert): the e-mail page and checkout's e-mail step share it.
 */
export function EmailField({ label, placeholder, value, onChange, problem, messages }: Props) {
  const inputId = useId()
  const errorId = useId()
  return (
    <>
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder={placeholder}
        value={value}
        aria-invalid={problem !== null}
        aria-describedby={problem ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem && (
        <p id={errorId} role="alert" className="field-error">
          {messages[problem]}
        </p>
      )}
    </>
  )
}
