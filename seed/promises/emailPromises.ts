/**
 * Every promise of e-mail the copy makes, and what keeps it: the table the README prints and
 * emailPromises.test.ts enforces. The test walks every page (FAQ answers included) and e-mail
 * template for sentences that promise the visitor will receive something; each must match one
 * promise below, and the funnel must have the templates that promise's job sends. A new promise
 * in the copy without a job fails the test until it is added here, with its job and test.
 */
import type { EmailPromiseVocabulary } from '../../schemas/content/checks/emailPromises'
import type { EmailTemplateKey } from '../../schemas/emailTemplate/schema'

export interface EmailPromise {
  /** The row's name in the README table. */
  id: string
  /** What the copy says, in English or Polish (matched per sentence). */
  says: RegExp
  /** The templates the funnel must have for its job; empty for promises kept outside e-mail. */
  templates: readonly EmailTemplateKey[]
  /** The job that keeps it (README). */
  job: string
  /** Its tests (README). */
  tests: readonly string[]
}

const E2E = 'tests/e2e/lifecycleEmail.spec.ts'

export const EMAIL_PROMISES: readonly EmailPromise[] = [
  {
    id: 'results and plan',
    says: /send your (result|plan)|e-mail your personal plan|plan and the guide go to your inbox|Wyślemy (na niego Twój wynik|Ci (osobisty )?plan)|plan i przewodnik trafią do Twojej skrzynki/i,
    templates: ['results'],
    job: "results job queued from 'Email provided' (saveLog) and at fulfilment, once per funnel and address (functions/src/lifecycle/resultsEmail.ts)",
    tests: ['functions/src/saveLogRecord.test.ts', 'functions/src/lifecycle/orderEmails.test.ts', E2E],
  },
  {
    id: 'tips after the plan',
    says: /a few tips|kilka wskazówek/i,
    templates: ['followUpWeek1', 'followUpMonth1'],
    job: 'week-1 and month-1 follow-up jobs at fulfilment (functions/src/completion/followUpSchedule.ts)',
    tests: ['functions/src/fulfilment/confirmCheckout.test.ts'],
  },
  {
    id: 'daily reminders in the app',
    says: /daily reminder|Daily reminders on iOS|codzienne przypomnienie|przypomnienia na iOS/i,
    templates: [],
    job: 'none: the app sends them as notifications at the time the visitor chose; no e-mail is promised',
    tests: [],
  },
  {
    id: 'day-5 trial reminder',
    says: /remind you on day|reminder on day|reminder that your trial|Day (5|\{reminderDay\}):? (a )?reminder|On day 5 we e-mail you a reminder|We e-mail you that your trial|remind you before the trial ends|here is your reminder|We'll remind you|przypomnimy|przypomnienie piątego dnia|Dzień (5|\{reminderDay\}): przypomnienie|wyślemy Ci (e-mail z )?przypomnieni|Wyślemy Ci e-mail, że okres próbny|Przypomnienie: Twój|oto Twoje przypomnienie|Tak jak obiecaliśmy, przypominamy/i,
    templates: ['trialReminder'],
    job: 'trialReminder job two days before the first charge, with the amount, the date and a signed cancel link (functions/src/lifecycle/trialReminder.ts, cancelTrial.ts)',
    tests: ['functions/src/lifecycle/orderEmails.test.ts', 'functions/src/lifecycle/cancelTrial.test.ts', E2E],
  },
  {
    id: 'parenting daily tips',
    says: /tip arrives tomorrow|kolejna (porada|wskazówka)|następna (porada|wskazówka)/i,
    templates: ['dailyTips'],
    job: 'dailyTips jobs 1-7, one each morning at 09:00 in the buyer time zone (functions/src/lifecycle/seriesEmails.ts)',
    tests: ['functions/src/lifecycle/orderEmails.test.ts', 'functions/src/fulfilment/confirmCheckout.test.ts'],
  },
  {
    id: '14-day e-mail challenge',
    says: /each morning|every morning|lesson (\d+ )?arrives|lessons stay in your inbox|one e-mail each|każdego ranka|lekcj[aię] (\d+ )?(przyjdzie|dotrze)|codziennie rano/i,
    templates: ['challengeLesson'],
    job: 'challengeLesson jobs 1-14 at 09:00 in the buyer time zone, emailChallenge buyers only (functions/src/lifecycle/seriesEmails.ts)',
    tests: ['functions/src/lifecycle/orderEmails.test.ts', 'functions/src/lifecycle/localMornings.test.ts', E2E],
  },
  {
    id: 'materials by format',
    says: /on its way to your inbox|w drodze do Twojej skrzynki/i,
    templates: ['accessDownloads', 'accessVideoCourse', 'accessApp', 'accessChallenge'],
    job: 'payment_confirmation per productFormat variant: downloads, course login, store link, first lesson (seed parentingexp emails.ts, fulfilment)',
    tests: ['seed/funnels/emailConfig.test.ts', 'functions/src/completion/sendOnboardingEmail.test.ts'],
  },
  {
    id: 'guide and first step',
    says: /guide and the first step|check your inbox|Sprawdź skrzynkę|przewodnik i pierwszy krok/i,
    templates: ['welcome'],
    job: 'welcome at fulfilment, in Polish for Polish visitors (seed screendetox lifecycleEmails.ts)',
    tests: ['seed/funnels/lifecycleEmails.test.ts', 'functions/src/completion/sendOnboardingEmail.test.ts'],
  },
  {
    id: 'launch notice',
    says: /e-mail you (as soon as|the moment)|you will get everything by e-mail|Napiszemy do Ciebie|dostaniesz wszystko e-mailem/i,
    templates: ['launchNotice'],
    job: "launchNotice job per waiting order once the funnel's launchedAt passes (waitForLaunch, functions/src/lifecycle/launchNotices.ts, each worker pass)",
    tests: ['functions/src/lifecycle/launchNotices.test.ts'],
  },
  {
    id: 'refund confirmation',
    says: /money will be back on your card|full amount will be back|Pieniądze wrócą na Twoją kartę|Cała kwota wróci/i,
    templates: ['refundConfirmation'],
    job: "refundConfirmation job after a refund, with the amount and the business days the visitor's waiting room promised (functions/src/lifecycle/refundConfirmation.ts)",
    tests: ['functions/src/lifecycle/refundConfirmation.test.ts', 'functions/src/backOffice/requestRefund.test.ts'],
  },
]

/** Sentences about the address that promise nothing to receive: logging in with it. */
export const NOT_A_PROMISE = /log in|zalogujesz|logujesz/i

/** Sentences that promise the visitor will receive something (the test's detector), English and Polish. */
export const PROMISE_OF_EMAIL = /(we('|’)ll|we will|you('|’)ll|you will) [^.]{0,50}(e-?mail|inbox|send|remind|get everything)|in your inbox|to your inbox|by e-?mail|arrives? tomorrow|each morning|day \{?\w+\}?:? (a )?reminder|reminder on day|we e-mail you|wyślemy|napiszemy|e-mailem|do Twojej skrzynki|Sprawdź skrzynkę|przypomnimy|przypomnienie|wróci na Twoją kartę|wrócą na Twoją kartę|money will be back|amount will be back/i

/** The table and its detector in the content checks' terms (schemas/content/checks/emailPromises). */
export const EMAIL_PROMISE_VOCABULARY: EmailPromiseVocabulary = { promiseOfEmail: PROMISE_OF_EMAIL, notAPromise: NOT_A_PROMISE, promises: EMAIL_PROMISES }
