import type { PlaceholderValues } from './fillPlaceholders'

/**
 * What the e-mail tester (web) and the Studio's e-mail preview fill placeholders with, so
 * copywriters proofread every template with the same believable values. The funnel's name comes
 * from the funnel.
 */
export const SAMPLE_EMAIL_VALUES = {
  email: 'anna@example.com',
  resultName: 'Coaching leader',
  appLink: 'https://app.example/start',
  amount: '€29.99',
  chargeDate: '14 March 2026',
  cancelLink: 'https://app.example/account/subscription',
  businessDays: '5–7',
  day: '1',
  downloadLink: 'https://app.example/downloads/toolkit.pdf',
  audioLink: 'https://app.example/downloads/toolkit-audio.zip',
  courseLink: 'https://app.example/course',
  storeLink: 'https://apps.apple.com/app/stepwise',
} as const satisfies PlaceholderValues

/** The sample values with the funnel's name. */
export const sampleEmailValues = (funnelName: string): PlaceholderValues => ({ ...SAMPLE_EMAIL_VALUES, funnelName })
