/**
 * How the experimental parenting e-mails are delivered, under this funnel's own provider
 * template ids (its copy differs: a one-time purchase), and the same app download link.
 * payment_confirmation is one entry per productFormat variant: each format's access e-mail
 * (./lifecycleEmails.ts), so a PDF or video buyer is never sent to the App Store; the video
 * course entry also enrolls the buyer in the parenting course. There is no unconditioned entry:
 * every buyer bought one format, and the format decides what they are sent.
 */
import type { EmailDelivery, FunnelDocument } from '../../../schemas/funnel/schema'
import type { EmailTemplateKey } from '../../../schemas/emailTemplate/schema'
import { keyed } from '../../build'
import { emailConfig, enrollInCourse, sendEmail } from '../../kit/emailDelivery'
import { PARENTING_EMAIL_LANGUAGES, parentingRedirects } from '../parenting/emails'
import { PARENTINGEXP, PRODUCT_FORMATS, productFormat, type ProductFormat } from './tests'

/** The access e-mail each productFormat variant is sent at purchase. */
export const ACCESS_TEMPLATE_BY_FORMAT = {
  pdfAudioToolkit: 'accessDownloads',
  videoCourse: 'accessVideoCourse',
  mobileApp: 'accessApp',
  emailChallenge: 'accessChallenge',
} as const satisfies Record<ProductFormat, EmailTemplateKey>

/** The video course on the course platform (the same host as the leadership course). */
export const PARENTING_COURSE = { courseId: 'parenting-course-001', enrollmentType: 'lifetime' }

const paymentConfirmation = (format: ProductFormat) => ({
  purpose: 'payment_confirmation' as const,
  languages: PARENTING_EMAIL_LANGUAGES,
  abCondition: { test: productFormat.key, variant: format },
  plugins: [
    sendEmail(`${PARENTINGEXP}_payment_confirmation_${format}`, ACCESS_TEMPLATE_BY_FORMAT[format]),
    ...(format === 'videoCourse' ? [enrollInCourse(PARENTING_COURSE.courseId, PARENTING_COURSE.enrollmentType)] : []),
  ],
})

export const parentingexpEmailConfig: EmailDelivery[] = emailConfig([
  { purpose: 'welcome', languages: PARENTING_EMAIL_LANGUAGES, plugins: [sendEmail(`${PARENTINGEXP}_welcome`, 'welcome')] },
  { purpose: 'results', languages: PARENTING_EMAIL_LANGUAGES, plugins: [sendEmail(`${PARENTINGEXP}_results`, 'results')] },
  ...PRODUCT_FORMATS.map(paymentConfirmation),
])

export const parentingexpRedirects = parentingRedirects

/**
 * Where the one-time formats are delivered ({{downloadLink}}, {{audioLink}}, {{courseLink}}), on
 * the product's own domain next to its app (parenting/emails.ts). The spec gives no addresses;
 * these are the content's, edited in the Studio.
 */
export const parentingexpProductLinks: NonNullable<FunnelDocument['productLinks']> = keyed(
  [
    { _type: 'productLink' as const, kind: 'download' as const, url: 'https://stepwise.app/parenting/toolkit/guides.pdf' },
    { _type: 'productLink' as const, kind: 'audio' as const, url: 'https://stepwise.app/parenting/toolkit/audio' },
    { _type: 'productLink' as const, kind: 'course' as const, url: `https://courses.stepwise.app/login?course=${PARENTING_COURSE.courseId}` },
  ],
  'link',
)
