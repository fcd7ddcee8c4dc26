import type { UiStringKey } from '../../../../schemas/uiStrings/keys'
import { emailProblem } from '../../funnel/validateEmail'
import { MIN_PASSWORD_LENGTH, type AuthProblem } from '../../platform/visitor/registration'

export type RegistrationField = 'email' | 'password' | 'confirm' | 'terms'

/** Each field's message (a shared UI string), for the fields that have one. */
export type FieldProblems = Partial<Record<RegistrationField, UiStringKey>>

export interface RegistrationInput {
  email: string
  password: string
  confirm: string
  agreed: boolean
}

/** The form's fields in the order they appear, so the first one with a problem takes the focus. */
export const FIELD_ORDER: readonly RegistrationField[] = ['email', 'password', 'confirm', 'terms']

function passwordProblem(password: string): UiStringKey | undefined {
  return password.length < MIN_PASSWORD_LENGTH ? 'registerPasswordTooShort' : undefined
}

function emailField(email: string): UiStringKey | undefined {
  const problem = emailProblem(email)
  return problem === 'required' ? 'emailRequired' : problem === 'invalid' ? 'emailInvalid' : undefined
}

const withoutEmpty = (problems: FieldProblems): FieldProblems =>
  Object.fromEntries(Object.entries(problems).filter(([, key]) => key !== undefined)) as FieldProblems

/**
 * What is wrong with a registration before it is sent (spec 5): the e-mail pattern, the auth
 * service's minimum password length, the confirmation, and the terms agreement.
 */
export function registrationProblems({ email, password, confirm, agreed }: RegistrationInput): FieldProblems {
  return withoutEmpty({
    email: emailField(email),
    password: passwordProblem(password),
    confirm: confirm !== password ? 'registerPasswordMismatch' : undefined,
    terms: agreed ? undefined : 'termsRequired',
  })
}

/** Logging in to an existing account asks only for the e-mail and the password. */
export function loginProblems({ email, password }: Pick<RegistrationInput, 'email' | 'password'>): FieldProblems {
  return withoutEmpty({ email: emailField(email), password: passwordProblem(password) })
}

/** Where the auth service's answer shows: on a field, or for the whole form. */
export function serviceProblem(problem: Exclude<AuthProblem, 'accountExists'>): { field?: RegistrationField; key: UiStringKey } {
  switch (problem) {
    case 'weakPassword':
      return { field: 'password', key: 'registerPasswordWeak' }
    case 'wrongPassword':
      return { field: 'password', key: 'registerWrongPassword' }
    case 'invalidEmail':
      return { field: 'email', key: 'emailInvalid' }
    case 'network':
      return { key: 'networkError' }
    case 'generic':
      return { key: 'genericError' }
  }
}
