/** How the leadership e-mails are delivered; their copy is in ./emailTemplates.ts. */
import type { EmailDelivery } from '../../../schemas/funnel/schema'
import { emailConfig, enrollInCourse, sendEmail } from '../../kit/emailDelivery'
import { paymentConfirmationEmail } from './tests'

const LANGUAGES = ['en', 'es', 'pl', 'de', 'tr']

/** The leadership course the courseEnrollment variant enrolls buyers in (spec 7). */
export const LEADERSHIP_COURSE = { courseId: 'leadership-course-001', enrollmentType: 'premium' }

/**
 * Spec 7: welcome and payment confirmation per language, plus the results e-mail completion
 * sends. In the paymentConfirmationEmail test's courseEnrollment variant the payment
 * confirmation also enrolls the buyer in the leadership course; that entry comes first and wins
 * for those visitors, everyone else gets the plain one.
 */
export const leadershipEmailConfig: EmailDelivery[] = emailConfig([
  { purpose: 'welcome', languages: LANGUAGES, plugins: [sendEmail('leadership_welcome', 'welcome')] },
  { purpose: 'results', languages: LANGUAGES, plugins: [sendEmail('leadership_results', 'results')] },
  {
    purpose: 'payment_confirmation',
    languages: LANGUAGES,
    abCondition: { test: paymentConfirmationEmail.key, variant: 'courseEnrollment' },
    plugins: [sendEmail('leadership_payment_confirmation_course', 'courseAccess'), enrollInCourse(LEADERSHIP_COURSE.courseId, LEADERSHIP_COURSE.enrollmentType)],
  },
  { purpose: 'payment_confirmation', languages: LANGUAGES, plugins: [sendEmail('leadership_payment_confirmation', 'courseAccess')] },
])
