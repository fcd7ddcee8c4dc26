import { HttpsError } from 'firebase-functions/v2/https'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeContext } from '../fakeContext'
import { useTempSink } from '../sinkFixture'
import { seedServices, useTempOutbox } from './completionFixture'
import { sendOnboardingEmailPayload, sendOnboardingEmailWith } from './sendOnboardingEmail'
import type { CompletionServices } from './services'

const request = (overrides: Record<string, unknown> = {}) =>
  sendOnboardingEmailPayload.parse({ onboardingType: 'leadership', purpose: 'welcome', email: 'ola@example.com', language: 'pl', userId: 'uid-1', ...overrides })

describe('sendOnboardingEmail over the seed content', () => {
  const sinks = useTempSink()
  const outbox = useTempOutbox()
  const send = sendOnboardingEmailWith(seedServices)
  afterEach(() => vi.unstubAllEnvs())

  it('renders the welcome in the visitor language into the outbox with its provider template id', async () => {
    vi.stubEnv('SITE_URL', 'https://funnels.example')
    const answer = await send(request(), fakeContext())
    const [record] = outbox.records()
    expect(answer).toEqual({ delivered: [{ plugin: 'email', id: record!.id }] })
    expect(record).toMatchObject({
      to: 'ola@example.com',
      subject: 'Witamy w Stepwise Leadership',
      purpose: 'welcome',
      templateKey: 'welcome',
      providerTemplateId: 'leadership_welcome',
      language: 'pl',
      onboardingType: 'leadership',
      userId: 'uid-1',
      plugin: 'email',
      sendAt: null,
      status: 'sent',
    })
    const html = outbox.html(record!)
    expect(html).toMatch(/Twój osobisty plan czeka na Ciebie w\u00a0aplikacji: <a href="https:\/\/apps.apple.com\/app\/stepwise"/)
    // The seed's brand and sender, read through the real completion query.
    expect(html).toMatch(/<img alt="Stepwise Leadership" height="40" src="https:\/\/funnels.example\/email\/leadership.png"/)
    expect(html).toContain('Nadawca: Stepwise Labs sp. z o.o., ul. Prosta 51, 00-838 Warszawa, Poland')
    expect(html).not.toContain('{{')
  })

  it('a language the funnel does not send in is English; results carry the result name', async () => {
    await send(request({ purpose: 'results', language: 'pt', variables: { resultName: 'Coaching' } }), fakeContext())
    expect(outbox.records()[0]).toMatchObject({ language: 'en', subject: 'Your leadership style: Coaching', templateKey: 'results' })
  })

  it('payment confirmation in the courseEnrollment variant also enrolls in the leadership course and answers its login URL', async () => {
    const answer = await send(request({ purpose: 'payment_confirmation', variants: { paymentConfirmationEmailKey: 'courseEnrollment' } }), fakeContext())
    const [enrollment] = sinks.lines('courseEnrollments') as { enrollmentId: string }[]
    expect(enrollment).toMatchObject({ courseId: 'leadership-course-001', enrollmentType: 'premium', email: 'ola@example.com', userId: 'uid-1', onboardingType: 'leadership' })
    expect(answer.delivered).toEqual([
      { plugin: 'email', id: outbox.records()[0]!.id },
      { plugin: 'courseEnrollment', id: enrollment!.enrollmentId },
    ])
    expect(answer.courseLoginUrl).toBe(`https://courses.stepwise.app/login?course=leadership-course-001&enrollment=${enrollment!.enrollmentId}`)
    expect(outbox.records()[0]).toMatchObject({ templateKey: 'courseAccess', providerTemplateId: 'leadership_payment_confirmation_course' })
  })

  it('payment confirmation in the standard variant sends the e-mail only', async () => {
    const answer = await send(request({ purpose: 'payment_confirmation', variants: { paymentConfirmationEmailKey: 'standard' } }), fakeContext())
    expect(answer.courseLoginUrl).toBeUndefined()
    expect(answer.delivered.map((item) => item.plugin)).toEqual(['email'])
    expect(sinks.lines('courseEnrollments')).toEqual([])
  })

  it('screen detox: the contact joins the marketing list with its tags, the welcome lands in the outbox marked emailMarketing', async () => {
    const answer = await send(request({ onboardingType: 'screendetox', language: 'es' }), fakeContext())
    expect(sinks.lines('marketingContacts')).toEqual([
      expect.objectContaining({ listId: 'screendetox-parents', email: 'ola@example.com', tags: ['screen-detox', 'screendetox', 'quiz-completed', 'welcome-sequence'], language: 'es' }),
    ])
    const [record] = outbox.records()
    expect(record).toMatchObject({ plugin: 'emailMarketing', templateKey: 'welcome', providerTemplateId: null, language: 'es' })
    expect(answer.delivered).toEqual([{ plugin: 'emailMarketing', id: record!.id }])
    // Spanish falls back to the English welcome, which carries the guide and the first step.
    expect(outbox.html(record!)).toContain('3-day screen diary')
  })

  it("answers not-found for an unknown funnel and failed-precondition for a purpose the funnel does not configure", async () => {
    const code = (promise: Promise<unknown>) => promise.then(() => 'ok', (error: unknown) => (error instanceof HttpsError ? error.code : String(error)))
    expect(await code(send(request({ onboardingType: 'nope' }), fakeContext()))).toBe('not-found')
    expect(await code(send(request({ onboardingType: 'demo', purpose: 'payment_confirmation' }), fakeContext()))).toBe('failed-precondition')
    expect(outbox.records()).toEqual([])
  })

  it('answers failed-precondition when the configured template is not published', async () => {
    const services = seedServices()
    const withoutTemplates: CompletionServices = { ...services, content: { funnel: async (key) => ({ ...(await services.content.funnel(key)), emailTemplates: [] }) } }
    const error = await sendOnboardingEmailWith(() => withoutTemplates)(request(), fakeContext()).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HttpsError)
    expect(error).toMatchObject({ code: 'failed-precondition', message: 'Funnel "leadership" has no published e-mail template "welcome"' })
  })
})
