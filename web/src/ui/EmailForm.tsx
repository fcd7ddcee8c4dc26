import { useId, useState, type FormEvent } from 'react'
import type { FunnelContent } from '../../../schemas/content/schema'
import type { Translate } from '../../../schemas/languages'
import { emailProblem, type EmailProblem } from '../funnel/validateEmail'
import { PrimaryButton } from './PrimaryButton'

interface Props {
  strings: FunnelContent['uiStrings']
  t: Translate
  /** The submit button's words. */
  buttonText: string
  /** Called with the trimmed address once it is valid. */
  onEmail: (email: string) => void
  /** Which shared string a mistyped address shows; the growth flow's is shorter (spec 5). */
  invalidMessage?: 'emailInvalid' | 'emailInvalidShort'
}

/**
 * The e-mail form with the spec's messages (required, invalid), each tied to the field
 * (aria-invalid, aria-describedby) and announced as an alert. The e-mail page and checkout's
 * e-mail step share it.
 */
export function EmailForm({ strings, t, buttonText, onEmail, invalidMessage = 'emailInvalid' }: Props) {
  const [email, setEmail] = useState('')
  const [problem, setProblem] = useState<EmailProblem | null>(null)
  const inputId = useId()
  const errorId = useId()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = emailProblem(email)
    setProblem(found)
    if (!found) onEmail(email.trim())
  }

  return (
    <form noValidate onSubmit={submit}>
      <label htmlFor={inputId}>{t(strings.emailLabel)}</label>
      <input
        id={inputId}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t(strings.emailPlaceholder)}
        value={email}
        aria-invalid={problem !== null}
        aria-describedby={problem ? errorId : undefined}
        onChange={(event) => setEmail(event.target.value)}
      />
      {problem && (
        <p id={errorId} role="alert" className="field-error">
          {t(problem === 'required' ? strings.emailRequired : strings[invalidMessage])}
        </p>
      )}
      <PrimaryButton type="submit">{buttonText}</PrimaryButton>
    </form>
  )
}
