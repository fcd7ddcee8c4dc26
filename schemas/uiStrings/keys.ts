/**
 * Shared UI strings (errors, buttons, validation messages, and the fixed wording templates put
 * around numbers and facts): one `uiStrings` document holds all of them, so a copywriter finds
 * every shared text in one place.
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
  'pageNotInFunnel',
  'methodStep',
  'methodWeek',
  'planNow',
  'planGoal',
  'planSummary',
  'planEpisodes',
  'comparisonLearnByDoing',
  'comparisonMoreThanBookSummaries',
  'expertSuccessRate',
  'expertFamiliesHelped',
  'expertMethod',
  'expertAudience',
  'expertProgram',
  'expertGuarantee',
  'impactPerDay',
  'impactPerMonth',
  'impactPerYear',
  'storeRating',
  'reviewRating',
  'tweetReplies',
  'tweetRetweets',
  'tweetLikes',
  'paywallMostPopular',
  'paywallBestValue',
  'paywallPlanReserved',
  'paywallLimitedTimeOffer',
  'paywallPerMonth',
  'paywallPerYear',
  'paywallOneTime',
  'paywallFreeTrial',
  'paywallSave',
  'paywallRegularPrice',
  'paywallPriceUnavailable',
] as const

export type UiStringKey = (typeof UI_STRING_KEYS)[number]

/**
 * The placeholders a string's text must keep, filled when the page is shown. `count` marks a
 * plural: `{count, plural, one {# episode} other {# episodes}}`, with a form per plural
 * category the language uses (Polish: one, few, many, other) and `#` for the number.
 */
export const UI_STRING_PLACEHOLDERS: Partial<Record<UiStringKey, readonly string[]>> = {
  pageNotInFunnel: ['funnel'],
  methodStep: ['number'],
  methodWeek: ['number'],
  planSummary: ['episodes', 'now', 'goal'],
  planEpisodes: ['count'],
  impactPerDay: ['minutes'],
  impactPerMonth: ['hours'],
  impactPerYear: ['hours'],
  storeRating: ['store', 'rating'],
  reviewRating: ['rating'],
  tweetReplies: ['count'],
  tweetRetweets: ['count'],
  tweetLikes: ['count'],
  paywallFreeTrial: ['count'],
  paywallSave: ['percent'],
}

/** The singleton's fixed id. */
export const UI_STRINGS_ID = 'uiStrings'
