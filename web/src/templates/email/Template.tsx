import { EmailForm } from '../../ui/EmailForm'
import { TemplateShell } from '../../ui/TemplateShell'
import type { TemplateProps } from '../TemplateProps'

/** E-mail capture with the spec's messages; `onEmail` stores the address and raises 'Email provided' (with the result the e-mail will carry). */
export default function EmailPage({ page, strings, t, onEmail, onNext }: TemplateProps<'email'>) {
  const provide = (email: string) => {
    onEmail(email)
    onNext()
  }
  return (
    <TemplateShell page={page} t={t} className="email" footer={t(page.footer) || undefined}>
      <EmailForm strings={strings} t={t} buttonText={t(page.buttonText) || t(strings.continue)} onEmail={provide} invalidMessage={page.invalidEmailMessage} />
    </TemplateShell>
  )
}
