import { useId, type InputHTMLAttributes, type Ref } from 'react'

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'> {
  label: string
  /** The field's message, already localised; it is announced and described by the input. */
  error?: string
  ref?: Ref<HTMLInputElement>
}

/** A labelled input whose message is tied to it (aria-invalid, aria-describedby) and announced. */
export function FormField({ label, error, ref, ...input }: Props) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input ref={ref} id={id} aria-invalid={error !== undefined} aria-describedby={error ? errorId : undefined} {...input} />
      {error && (
        <p id={errorId} role="alert" className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}
