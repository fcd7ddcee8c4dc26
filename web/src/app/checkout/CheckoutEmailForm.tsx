import { useId, useState, type FormEvent } from 'react'
import { emailProblem } from '../../funnel/validateEmail'
import { PrimaryButton } from '../../ui/PrimaryButton'
import type { CheckoutCopy } from './checkoutCopy'

/**
 * The paywall can send a visitor without an e-mail (a deep link past the e-mail page); the
 * provider needs one for the receipt and the completion e-mails, so checkout asks for it here,
 * with the e-mail page's messages.
 */
export function CheckoutEmailForm({ strings, t, onEmail }: CheckoutCopy & { onEmail: (email: string) => void }) {
  const [email, setEmail] = useState('')
  const [problem, setProblem] = useState<'required' | 'invalid' | null>(null)
  const inputId = useId()
  const errorId = useId()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = emailProblem(email)
    setProblem(found)
    if (!found) onEmail(email.trim())
  }

  return (
    <section className="page-body checkout-email">
      <h1>{t(strings.checkoutEmailIntro)}</h1>
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
            {t(problem === 'required' ? strings.emailRequired : strings.emailInvalid)}
          </p>
        )}
        <PrimaryButton type="submit">{t(strings.continue)}</PrimaryButton>
      </form>
    </section>
  )
}
