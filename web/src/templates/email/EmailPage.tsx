import { useId, useState, type FormEvent } from 'react'
import { emailProblem } from '../../funnel/validateEmail'
import { logEvent } from '../../platform/events'
import { PrimaryButton } from '../../ui/PrimaryButton'
import { TemplateShell } from '../../ui/TemplateShell'
import type { TemplateProps } from '../TemplateProps'

/** E-mail capture with the spec's messages; the address is stored and 'Email provided' raised. */
export default function EmailPage({ page, strings, t, onEmail, onNext }: TemplateProps<'email'>) {
  const [email, setEmail] = useState('')
  const [problem, setProblem] = useState<'required' | 'invalid' | null>(null)
  const inputId = useId()
  const errorId = useId()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = emailProblem(email)
    setProblem(found)
    if (found) return
    onEmail(email.trim())
    logEvent({ name: 'Email provided', value: email.trim() })
    onNext()
  }

  return (
    <TemplateShell page={page} t={t} className="email" footer={t(page.footer) || undefined}>
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
        <PrimaryButton type="submit">{t(page.buttonText) || t(strings.continue)}</PrimaryButton>
      </form>
    </TemplateShell>
  )
}
