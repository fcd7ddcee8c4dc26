import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeContext } from '../fakeContext'
import { seedServices, useTempOutbox } from './completionFixture'
import { followUpSchedule } from './followUpSchedule'
import { scheduleFollowUpEmailsPayload, scheduleFollowUpEmailsWith } from './scheduleFollowUpEmails'

const NOW = '2025-03-01T09:30:00.000Z'
const day = (n: number) => new Date(Date.parse(NOW) + n * 86_400_000).toISOString()

describe('followUpSchedule', () => {
  it('week 1 at +7 days and month 1 at +30 days', () => {
    expect(followUpSchedule(['welcome', 'results', 'courseAccess', 'followUpWeek1', 'followUpMonth1'], new Date(NOW))).toEqual([
      { templateKey: 'followUpWeek1', sendAt: day(7) },
      { templateKey: 'followUpMonth1', sendAt: day(30) },
    ])
  })

  it('leaves the daily series (tips, lessons) to the 09:00 local schedule', () => {
    const schedule = followUpSchedule(['dailyTips', 'challengeLesson', 'followUpWeek1', 'followUpMonth1'], new Date(NOW))
    expect(schedule.map((item) => item.templateKey)).toEqual(['followUpWeek1', 'followUpMonth1'])
  })

  it('nothing without follow-up templates', () => {
    expect(followUpSchedule(['welcome'], new Date(NOW))).toEqual([])
  })
})

describe('scheduleFollowUpEmails over the seed content', () => {
  const outbox = useTempOutbox()
  const schedule = scheduleFollowUpEmailsWith(seedServices)
  const request = (onboardingType: string, language = 'de') =>
    scheduleFollowUpEmailsPayload.parse({ onboardingType, email: 'ola@example.com', language, userId: 'uid-1', variables: { resultName: 'Coaching' } })

  beforeEach(() => vi.useFakeTimers({ now: new Date(NOW), toFake: ['Date'] }))
  afterEach(() => vi.useRealTimers())

  it('leadership: week 1 and month 1, each rendered into the outbox as scheduled with its sendAt', async () => {
    const answer = await schedule(request('leadership'), fakeContext())
    expect(answer.scheduled).toEqual([
      { templateKey: 'followUpWeek1', sendAt: day(7) },
      { templateKey: 'followUpMonth1', sendAt: day(30) },
    ])
    expect(outbox.records().map((record) => [record.templateKey, record.sendAt, record.status, record.plugin, record.language])).toEqual([
      ['followUpWeek1', day(7), 'scheduled', 'followUp', 'de'],
      ['followUpMonth1', day(30), 'scheduled', 'followUp', 'de'],
    ])
    expect(outbox.html(outbox.records()[0]!)).toContain('dass dein Führungsstil Coaching ist')
  })

  it('parenting, parentingexp and deeps have week 1 and month 1 (their daily series come from fulfilment); demo and screen detox none', async () => {
    const keys = async (funnel: string) => (await schedule(request(funnel), fakeContext())).scheduled.map((item) => item.templateKey)
    for (const funnel of ['parenting', 'parentingexp', 'deeps']) expect(await keys(funnel)).toEqual(['followUpWeek1', 'followUpMonth1'])
    for (const funnel of ['demo', 'screendetox', 'screendetoxexp']) expect(await keys(funnel)).toEqual([])
    expect(outbox.records()).toHaveLength(6)
  })
})
