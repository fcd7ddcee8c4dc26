import { describe, expect, it } from 'vitest'
import type { EmailTemplateDocument } from '../../../schemas/emailTemplate/schema'
import type { CompletionContent } from '../completion/completionContent'
import type { CheckoutSessionRow, Order } from '../db/tables'
import { FUNNEL as WORKER_FUNNEL } from '../mail/emailWorkerFixture'
import { orderEmails } from './orderEmails'

const NOW = new Date('2026-11-27T16:00:00Z')

const template = (key: EmailTemplateDocument['key'], day?: number): EmailTemplateDocument => ({
  _id: `t.${key}.${day ?? 0}`,
  _type: 'emailTemplate',
  key,
  ...(day ? { day } : {}),
  subject: { _type: 'emailLocaleString', en: `${key} ${day ?? ''}` },
  body: { _type: 'emailLocaleText', en: key === 'results' ? 'You are {{resultName}}.' : 'Hello.' },
})

const FUNNEL: CompletionContent = {
  ...WORKER_FUNNEL,
  key: 'parentingexp',
  emailConfig: [{ _type: 'emailDelivery', _key: 'd', purpose: 'results', languages: ['en', 'pl'], plugins: [{ _type: 'emailPlugin', _key: 'p', templateId: 'x', templateKey: 'results' }] }],
  emailTemplates: [
    template('results'),
    template('followUpWeek1'),
    template('trialReminder'),
    ...Array.from({ length: 14 }, (_, index) => template('challengeLesson', index + 1)),
    ...Array.from({ length: 3 }, (_, index) => template('dailyTips', index + 1)),
  ],
}

const order = (overrides: Partial<Order> = {}): Order =>
  ({ id: '5b0c7f7e-2d55-4c39-9a55-6d1b0c2f7a10', uid: 'uid-1', onboardingType: 'parentingexp', language: 'pl', confirmedAt: NOW, amount: '0.00', currency: 'USD', ...overrides }) as Order

const session = (overrides: Partial<CheckoutSessionRow> = {}): CheckoutSessionRow =>
  ({ planId: 'pdfAudioToolkit', trialDays: null, amount: '27.00', currency: 'USD', language: 'pl', timeZone: 'Europe/Warsaw', variants: {}, variables: { resultName: 'Przewodnik' }, ...overrides }) as CheckoutSessionRow

const emails = (sessionOverrides: Partial<CheckoutSessionRow> = {}, trialEnd: Date | null = null) =>
  orderEmails({ funnel: FUNNEL, order: order(), session: session(sessionOverrides), recipient: 'ola@example.com', language: 'pl', trialEnd, now: NOW })

describe('orderEmails', () => {
  it('a one-time buyer of another format: the results e-mail now, the week-1 follow-up, the daily tips at 09:00 Warsaw; no lessons, no reminder', () => {
    const jobs = emails()
    expect(jobs.map((job) => `${job.templateKey}${job.variables.day ? `#${job.variables.day}` : ''}@${job.sendAt.toISOString()}`)).toEqual([
      `results@${NOW.toISOString()}`,
      'dailyTips#1@2026-11-28T08:00:00.000Z',
      'dailyTips#2@2026-11-29T08:00:00.000Z',
      'dailyTips#3@2026-11-30T08:00:00.000Z',
      'followUpWeek1@2026-12-04T16:00:00.000Z',
    ])
    expect(jobs[0]).toMatchObject({ purpose: 'results', variables: { resultName: 'Przewodnik' }, dedupeKey: 'results:parentingexp:ola@example.com' })
  })

  it('an emailChallenge buyer in Warsaw: lessons 1-14, one each morning at 09:00 Warsaw time from tomorrow, each with its own dedupe key', () => {
    const lessons = emails({ planId: 'emailChallenge' }).filter((job) => job.templateKey === 'challengeLesson')
    expect(lessons.map((job) => job.variables.day)).toEqual(Array.from({ length: 14 }, (_, index) => String(index + 1)))
    expect(lessons[0]!.sendAt.toISOString()).toBe('2026-11-28T08:00:00.000Z')
    expect(lessons[1]!.sendAt.toISOString()).toBe('2026-11-29T08:00:00.000Z')
    expect(lessons[13]!.sendAt.toISOString()).toBe('2026-12-11T08:00:00.000Z')
    expect(new Set(lessons.map((job) => job.dedupeKey)).size).toBe(14)
    expect(lessons.every((job) => job.purpose === null)).toBe(true)
  })

  it('a trial: the reminder two days before the first charge, with the amount and the date in Polish; transactional', () => {
    const trialEnd = new Date('2026-12-04T16:00:00Z')
    const reminder = emails({ trialDays: 7, amount: '59.99' }, trialEnd).find((job) => job.templateKey === 'trialReminder')
    expect(reminder).toMatchObject({ purpose: 'trial_reminder', sendAt: new Date('2026-12-02T16:00:00Z'), dedupeKey: 'trialReminder:5b0c7f7e-2d55-4c39-9a55-6d1b0c2f7a10' })
    expect(reminder!.variables.amount).toMatch(/59,99/)
    expect(reminder!.variables.chargeDate).toBe('4 grudnia 2026')
  })

  it('without the provider trial end, the charge is the confirmation plus the trial length', () => {
    const reminder = emails({ trialDays: 7 }).find((job) => job.templateKey === 'trialReminder')
    expect(reminder!.sendAt).toEqual(new Date('2026-12-02T16:00:00Z'))
  })

  it('no results e-mail while the result its template names is unknown', () => {
    expect(emails({ variables: {} }).some((job) => job.templateKey === 'results')).toBe(false)
  })
})
