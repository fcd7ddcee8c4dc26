/** Test helpers for the mail worker: a movable clock, a funnel's content in memory, a recording (or failing) mail provider. */
import { HttpsError } from 'firebase-functions/v2/https'
import type { EmailTemplateDocument } from '../../../schemas/emailTemplate/schema'
import type { ScheduledEmail } from '../backOffice/emailJobs'
import type { CompletionContent } from '../completion/completionContent'
import type { ContentReader } from '../completion/contentReader'
import type { MailProvider, OutgoingEmail } from '../completion/outbox'
import type { Db } from '../db/database'
import type { UnsubscribeSettings } from './unsubscribeLink'

/** The unsubscribe links' key and address in tests (no file, no environment). */
export const UNSUBSCRIBE: UnsubscribeSettings = { secret: 'test-unsubscribe-secret', url: 'https://example.test/unsubscribe' }

export const START = new Date('2026-03-02T08:00:00.000Z')

export function testClock(start: Date = START) {
  let at = start.getTime()
  return {
    now: () => new Date(at),
    advance(ms: number) {
      at += ms
    },
  }
}

const template = (key: EmailTemplateDocument['key'], subject: { en: string; pl?: string }, body: { en: string; pl?: string }): EmailTemplateDocument => ({
  _id: `template-${key}`,
  _type: 'emailTemplate',
  key,
  subject: { _type: 'emailLocaleString', ...subject },
  body: { _type: 'emailLocaleText', ...body },
})

/** A funnel sending English and Polish: the week-1 e-mail in both, the daily tip in English only. */
export const FUNNEL: CompletionContent = {
  key: 'leadership',
  name: 'Leadership',
  emailLanguages: ['en', 'pl'],
  emailConfig: [],
  redirects: [],
  productLinks: [],
  launchedAt: null,
  emailTemplates: [
    template('followUpWeek1', { en: 'Your first week, {{email}}', pl: 'Twój pierwszy tydzień, {{email}}' }, { en: 'Hello from {{funnelName}}.', pl: 'Cześć od {{funnelName}}.' }),
    template('dailyTips', { en: 'Tip of the day' }, { en: 'Breathe before you answer.' }),
  ],
}

export const contentOf = (funnel: CompletionContent = FUNNEL): ContentReader => ({
  async funnel(key) {
    if (key !== funnel.key) throw new HttpsError('not-found', `No funnel "${key}"`)
    return funnel
  },
})

/** Records every send; `failWith` decides, per e-mail, an error to throw instead. */
export function recordingMail() {
  const sent: OutgoingEmail[] = []
  const state: { failWith: (email: OutgoingEmail) => Error | undefined } = { failWith: () => undefined }
  const provider: MailProvider = {
    async send(email) {
      // Yield, as a real provider does, so concurrent workers interleave.
      await new Promise((resolve) => setImmediate(resolve))
      const error = state.failWith(email)
      if (error) throw error
      sent.push(email)
      return { id: `message-${sent.length}` }
    },
  }
  return { provider, sent, state }
}

export function job(overrides: Partial<ScheduledEmail> = {}): ScheduledEmail {
  return { orderId: null, uid: 'visitor-1', recipient: 'ada@example.com', onboardingType: 'leadership', templateKey: 'followUpWeek1', purpose: null, language: 'en', variables: {}, sendAt: START, ...overrides }
}

export async function jobRow(db: Db, id: string) {
  return db.selectFrom('emailJobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
}
