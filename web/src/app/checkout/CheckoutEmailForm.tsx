import { useState, type FormEvent } from 'react'
import { emailProblem, type EmailProblem } from '../../funnel/validateEmail'
import { EmailField } from '../../ui/EmailField'
import { PrimaryButton } from '../../ui/PrimaryButton'
import type { CheckoutCopy } from './checkoutCopy'

/**
 * The paywall can send a visitor without an e-mail (a deep link past the e-mail page); the
 * provider needs one for the receipt and the completion e-mails, so checkout asks for it here,
 * with the e-mail page's messages.
 */
export function CheckoutEmailForm({ strings, t, onEmail }: CheckoutCopy & { onEmail: (email: string) => void }) {
  const [email, setEmail] = useState('')
  const [problem, setProblem] = useState<EmailProblem | null>(null)

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
        <EmailField
          label={t(strings.emailLabel)}
          placeholder={t(strings.emailPlaceholder)}
          value={email}
          onChange={setEmail}
          problem={problem}
          messages={{ required: t(strings.emailRequired), invalid: t(strings.emailInvalid) }}
        />
        <PrimaryButton type="submit">{t(strings.continue)}</PrimaryButton>
      </form>
    </section>
  )
}
