import { useId, type ReactNode, type Ref } from 'react'

interface Props {
  /** The agreement sentence with `{terms}` and `{policy}` where the links go. */
  sentence: string
  termsLabel: string
  policyLabel: string
  newTabHint: string
  checked: boolean
  onChange: (checked: boolean) => void
  error?: string
  ref?: Ref<HTMLInputElement>
}

/** The legal pages are app routes (spec 2.1); they open in a new tab so the form keeps what was typed. */
const LINKS = { terms: '/terms', policy: '/policy' } as const

/** The terms checkbox; its label links to the terms and the privacy policy. */
export function TermsAgreement({ sentence, termsLabel, policyLabel, newTabHint, checked, onChange, error, ref }: Props) {
  const id = useId()
  const errorId = `${id}-error`
  const link = (kind: keyof typeof LINKS, label: string) => (
    <a key={kind} href={LINKS[kind]} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="visually-hidden"> {newTabHint}</span>
    </a>
  )
  const parts: ReactNode[] = sentence.split(/(\{terms\}|\{policy\})/).map((part) =>
    part === '{terms}' ? link('terms', termsLabel) : part === '{policy}' ? link('policy', policyLabel) : part,
  )
  return (
    <div className="form-field terms-agreement">
      <div className="terms-row">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          checked={checked}
          aria-invalid={error !== undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>{parts}</label>
      </div>
      {error && (
        <p id={errorId} role="alert" className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}
