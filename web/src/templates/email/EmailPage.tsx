import { useState, type FormEvent } from 'react'
import { emailProblem, type EmailProblem } from '../../funnel/validateEmail'
import { EmailField } from '../../ui/EmailField'
import { logEvent } from '../../platform/events'
import { PrimaryButton } from '../../ui/PrimaryButton'
import { TemplateShell } from '../../ui/TemplateShell'
import type { TemplateProps } from '../TemplateProps'

/** E-mail capture with the spec's messages; the address is stored and 'Email provided' raised. */
export default function EmailPage({ page, strings, t, onEmail, onNext }: TemplateProps<'email'>) {
  const [email, setEmail] = useState('')
  const [problem, setProblem] = useState<EmailProblem | null>(null)

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
        <EmailField
          label={t(strings.emailLabel)}
          placeholder={t(strings.emailPlaceholder)}
          value={email}
          onChange={setEmail}
          problem={problem}
          messages={{ required: t(strings.emailRequired), invalid: t(strings.emailInvalid) }}
        />
        <PrimaryButton type="submit">{t(page.buttonText) || t(strings.continue)}</PrimaryButton>
      </form>
    </TemplateShell>
  )
}
