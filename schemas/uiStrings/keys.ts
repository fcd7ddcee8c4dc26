/**
 * Shared UI strings (errors, buttons, validation messages): one `uiStrings` document holds
 * all of them, so a copywriter finds every shared text in one place.
 */
export const UI_STRING_KEYS = [
  'loading',
  'continue',
  'back',
  'forward',
  'language',
  'pause',
  'resume',
  'progress',
  'errorTitle',
  'errorText',
  'refreshPage',
  'unknownTemplate',
  'emailLabel',
  'emailPlaceholder',
  'emailRequired',
  'emailInvalid',
  'genericError',
  'networkError',
  'validationError',
  'timeoutError',
  'processingPayment',
  'processingPaymentHint',
  'chooseAsMany',
  'selectAll',
  'termsRequired',
] as const

export type UiStringKey = (typeof UI_STRING_KEYS)[number]

/** The singleton's fixed id. */
export const UI_STRINGS_ID = 'uiStrings'
