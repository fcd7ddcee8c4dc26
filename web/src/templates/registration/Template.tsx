import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { UiStringKey } from '../../../../schemas/uiStrings/keys'
import { logInVisitor, MIN_PASSWORD_LENGTH, registerVisitor } from '../../platform/visitor/registration'
import { formatMessage } from '../../ui/message'
import { PrimaryButton } from '../../ui/PrimaryButton'
import { TemplateShell } from '../../ui/TemplateShell'
import type { TemplateProps } from '../TemplateProps'
import { AppRedirect } from './AppRedirect'
import { FormField } from './FormField'
import { FIELD_ORDER, loginProblems, registrationProblems, serviceProblem, type FieldProblems, type RegistrationField } from './registrationProblems'
import { TermsAgreement } from './TermsAgreement'
import './registration.css'

type Mode = 'register' | 'login' | 'done'

/**
 * The account at the end of a funnel (spec 5): e-mail (the one given in the quiz), password,
 * its confirmation and the terms. Registering links the credential to the visitor's anonymous
 * user; an e-mail that already has an account is told to log in the same way as before and can
 * do so here. Either way the visitor then goes on to the app (the completion redirect).
 */
export default function Registration({ page, strings, t, language, funnel, email: givenEmail, onEmail }: TemplateProps<'registration'>) {
  const [mode, setMode] = useState<Mode>('register')
  const [email, setEmail] = useState(givenEmail ?? '')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [agreed, setAgreed] = useState(false)
  const [problems, setProblems] = useState<FieldProblems>({})
  const [formError, setFormError] = useState<UiStringKey | null>(null)
  const [submitting, setSubmitting] = useState(false)
  // A ref, not state: a second submit in the same tick must see the first one already running.
  const busy = useRef(false)
  const emailInput = useRef<HTMLInputElement>(null)
  const passwordInput = useRef<HTMLInputElement>(null)
  const confirmInput = useRef<HTMLInputElement>(null)
  const termsInput = useRef<HTMLInputElement>(null)
  // The notice is announced; the password is what the visitor types next.
  useEffect(() => {
    if (mode === 'login') passwordInput.current?.focus()
  }, [mode])

  const focus = (field: RegistrationField) => ({ email: emailInput, password: passwordInput, confirm: confirmInput, terms: termsInput })[field].current?.focus()

  const message = (key: UiStringKey | undefined) =>
    key === undefined ? undefined : key === 'registerPasswordTooShort' ? formatMessage(t(strings[key]), { count: MIN_PASSWORD_LENGTH }, language) : t(strings[key])

  const show = (found: FieldProblems) => {
    setProblems(found)
    const first = FIELD_ORDER.find((field) => found[field])
    if (first) focus(first)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy.current) return
    setFormError(null)
    const address = email.trim()
    const found = mode === 'login' ? loginProblems({ email: address, password }) : registrationProblems({ email: address, password, confirm, agreed })
    show(found)
    if (Object.keys(found).length > 0) return

    busy.current = true
    setSubmitting(true)
    const outcome = mode === 'login' ? await logInVisitor(address, password) : await registerVisitor(address, password)
    busy.current = false
    setSubmitting(false)
    if (outcome.ok) {
      onEmail(address)
      setMode('done')
      return
    }
    if (outcome.problem === 'accountExists') {
      setMode('login')
      setPassword('')
      setConfirm('')
      setProblems({})
      return
    }
    const shown = serviceProblem(outcome.problem)
    if (shown.field) show({ [shown.field]: shown.key })
    else setFormError(shown.key)
  }

  const backToRegister = () => {
    setMode('register')
    setPassword('')
    setProblems({})
    setFormError(null)
    focus('email')
  }

  if (mode === 'done') {
    return (
      <TemplateShell page={page} t={t} className="registration">
        <AppRedirect onboardingType={funnel.key} strings={strings} t={t} appStoreUrl={page.appStoreUrl} playStoreUrl={page.playStoreUrl} />
      </TemplateShell>
    )
  }

  const login = mode === 'login'
  const buttonText = login ? t(strings.registerLogIn) : t(page.buttonText) || t(strings.registerSubmit)
  return (
    <TemplateShell page={page} t={t} className="registration" footer={t(page.footer) || undefined}>
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={submitting}>
        {login && (
          <p role="alert" className="form-notice">
            {t(strings.registerAccountExists)}
          </p>
        )}
        <FormField
          ref={emailInput}
          label={t(strings.emailLabel)}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t(strings.emailPlaceholder)}
          value={email}
          error={message(problems.email)}
          onChange={(event) => setEmail(event.target.value)}
        />
        <FormField
          ref={passwordInput}
          label={t(strings.registerPasswordLabel)}
          type="password"
          name="password"
          autoComplete={login ? 'current-password' : 'new-password'}
          value={password}
          error={message(problems.password)}
          onChange={(event) => setPassword(event.target.value)}
        />
        {!login && (
          <>
            <FormField
              ref={confirmInput}
              label={t(strings.registerPasswordConfirmLabel)}
              type="password"
              name="password-confirmation"
              autoComplete="new-password"
              value={confirm}
              error={message(problems.confirm)}
              onChange={(event) => setConfirm(event.target.value)}
            />
            <TermsAgreement
              ref={termsInput}
              sentence={t(strings.registerTermsAgreement)}
              termsLabel={t(strings.registerTermsLink)}
              policyLabel={t(strings.registerPolicyLink)}
              newTabHint={t(strings.registerOpensInNewTab)}
              checked={agreed}
              onChange={setAgreed}
              error={message(problems.terms)}
            />
          </>
        )}
        {formError && (
          <p role="alert" className="form-error">
            {t(strings[formError])}
          </p>
        )}
        <PrimaryButton type="submit" disabled={submitting}>
          {submitting && !login ? t(strings.registerSubmitting) : buttonText}
        </PrimaryButton>
        {login && (
          <button type="button" className="text-button" onClick={backToRegister}>
            {t(strings.registerUseAnotherEmail)}
          </button>
        )}
      </form>
    </TemplateShell>
  )
}
