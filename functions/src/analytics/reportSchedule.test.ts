import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { clientFor, startTestLake } from '../../../scripts/lake/lakeForTests'
import type { Lake } from '../../../scripts/lake/server'
import { useTestDatabase } from '../db/dbTestKit'
import { publishAllReports } from './reportSchedule'

const database = useTestDatabase('PGlite')
let lake: Lake
beforeAll(async () => {
  lake = await startTestLake()
})
afterAll(() => lake.close())

describe('the hourly experiment reports', () => {
  it("writes every funnel's report into the content dataset the Studio reads", async () => {
    vi.stubEnv('SINK_DIR', mkdtempSync(join(tmpdir(), 'sinks-')))
    const result = await publishAllReports({ SANITY_API_HOST: lake.url, DATABASE_URL: database.url }, new Date('2026-11-27T12:00:00Z'))
    expect(result).toEqual({ published: ['leadership', 'deeps', 'demo', 'parenting', 'parentingexp', 'screendetox', 'screendetoxexp'], failed: [] })
    const stored = await clientFor(lake.url).fetch<{ funnel: string; generatedAt: string }[]>('*[_type == "experimentReport"] | order(funnel asc) { funnel, generatedAt }')
    expect(stored.map((document) => document.funnel)).toEqual(['deeps', 'demo', 'leadership', 'parenting', 'parentingexp', 'screendetox', 'screendetoxexp'])
    expect(stored.every((document) => document.generatedAt === '2026-11-27T12:00:00.000Z')).toBe(true)
    vi.unstubAllEnvs()
  }, 60_000)

  it('publishes nothing to a real project without a token that may write', async () => {
    expect(await publishAllReports({ SANITY_PROJECT_ID: 'abc123', DATABASE_URL: database.url })).toBeNull()
  })
})
