import { describe, expect, it, vi } from 'vitest'
import { bigquery } from '../sql/dialect'
import { funnelReachSql } from '../sql/experimentQueries'
import { bigQueryStore, type BigQueryClient } from './bigQueryStore'

describe('the report on BigQuery', () => {
  it('sends the BigQuery dialect\'s SQL with named parameters, and reads numbers back as numbers', async () => {
    const query = vi.fn<BigQueryClient['query']>(async () => [[{ page: 'offer', reached: 12 }, { page: 'intro', reached: { value: '40' } }]])
    const store = bigQueryStore({ query }, 'EU')
    const params = { funnel: 'leadership', since: '2026-11-01T00:00:00Z', until: '2026-11-08T00:00:00Z' }
    const rows = await store.query(funnelReachSql(bigquery('funnels-prod.analytics')), params)
    expect(rows).toEqual([{ page: 'offer', reached: 12 }, { page: 'intro', reached: 40 }])
    expect(query).toHaveBeenCalledWith({ query: expect.stringContaining('FROM `funnels-prod.analytics.events`'), params, location: 'EU' })
  })
})
