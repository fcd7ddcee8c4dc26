import { describe, expect, it, vi } from 'vitest'
import { exportEvent, type InsertRows } from './eventExport'
import { eventRowOf } from './eventRow'

const line = {
  receivedAt: '2026-11-03T10:00:00.000Z',
  authUid: 'uid-1',
  userId: 'someone-else',
  name: 'Changed: Active split tests',
  params: { testKey: 'pricingSetKey', variant: 'second', page: 'offer', onboardingName: 'leadership' },
  onboardingName: 'leadership',
  superProperties: { sessionId: 's-1' },
}

describe('the event trail streamed to BigQuery', () => {
  it("maps a sink line to the model's events row, with the verified uid as the visitor", () => {
    expect(eventRowOf(line)).toEqual({
      received_at: '2026-11-03T10:00:00.000Z',
      name: 'Changed: Active split tests',
      visitor_id: 'uid-1',
      session_id: 's-1',
      funnel: 'leadership',
      params: JSON.stringify(line.params),
    })
    expect(eventRowOf({ name: 'Visited: offer', params: 'not an object' })).toMatchObject({ visitor_id: null, session_id: null, funnel: null, params: '{}' })
  })

  it('streams each record into dataset.events with an insert id, only when ANALYTICS_DATASET is set', async () => {
    const insert = vi.fn<InsertRows>(async () => {})
    await exportEvent(line, {}, insert)
    expect(insert).not.toHaveBeenCalled()
    await exportEvent(line, { ANALYTICS_DATASET: 'funnels-prod.analytics' }, insert)
    expect(insert).toHaveBeenCalledWith('funnels-prod.analytics', 'events', [{ insertId: 'uid-1|2026-11-03T10:00:00.000Z|Changed: Active split tests', json: eventRowOf(line) }])
  })

  it('never fails the visitor\'s call when BigQuery refuses the row', async () => {
    const insert = vi.fn<InsertRows>(async () => {
      throw new Error('quota exceeded')
    })
    await expect(exportEvent(line, { ANALYTICS_DATASET: 'funnels-prod.analytics' }, insert)).resolves.toBeUndefined()
  })
})
