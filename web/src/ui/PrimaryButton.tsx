import type { ButtonHTMLAttributes } from 'react'

/** The funnel's main call to action. */
export function PrimaryButton({ type = 'button', className, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={['primary-button', className].filter(Boolean).join(' ')} {...props} />
}
