import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { HttpsError } from 'firebase-functions/v2/https'
import { describe, expect, it, vi } from 'vitest'
import { startLake } from '../../../scripts/lake/server'
import { seedDocuments } from '../../../seed/dataset'
import { leadershipEmailConfig } from '../../../seed/funnels/leadership/emails'
import { contentClient, contentSettings, createContentReader, type FetchContent } from './contentReader'

const codeOf = (promise: Promise<unknown>) => promise.then(() => 'ok', (error: unknown) => (error instanceof HttpsError ? error.code : String(error)))
const funnel = { _id: 'funnel.x', key: 'x', name: 'X', emailLanguages: ['en'], emailConfig: null, redirects: null, emailTemplates: [] }

describe('createContentReader', () => {
  it('asks the lake once per funnel within a minute, again after it', async () => {
    let now = 0
    const fetchContent = vi.fn<FetchContent>(async () => funnel)
    const reader = createContentReader(fetchContent, { now: () => now })
    await reader.funnel('x')
    now = 59_999
    await reader.funnel('x')
    expect(fetchContent).toHaveBeenCalledTimes(1)
    now = 60_000
    expect(await reader.funnel('x')).toEqual({ key: 'x', name: 'X', emailLanguages: ['en'], emailConfig: [], redirects: [], productLinks: [], launchedAt: null, waitingRooms: [], abTests: [], emailTemplates: [], emailBrand: null, company: null })
    expect(fetchContent).toHaveBeenCalledTimes(2)
    expect(fetchContent).toHaveBeenLastCalledWith(expect.stringContaining('_type == "funnel" && key == $key'), { key: 'x' })
  })

  it("unreachable content is 'unavailable' and not remembered; an unknown funnel is 'not-found'; broken content 'failed-precondition'", async () => {
    const answers: (() => unknown)[] = [
      () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:3900')
      },
      () => funnel,
    ]
    const reader = createContentReader(async () => answers.shift()!())
    expect(await codeOf(reader.funnel('x'))).toBe('unavailable')
    expect(await codeOf(reader.funnel('x'))).toBe('ok')
    expect(await codeOf(createContentReader(async () => null).funnel('nope'))).toBe('not-found')
    const broken = createContentReader(async () => ({ ...funnel, emailConfig: [{ purpose: 'welcome' }] }))
    const error = await broken.funnel('x').catch((caught: unknown) => caught)
    expect(error).toMatchObject({ code: 'failed-precondition', message: expect.stringContaining('funnel "x" is invalid: emailConfig.0.') })
  })

  it('leaves out an invalid e-mail template and keeps the others', async () => {
    const template = { _id: 'emailTemplate.x.welcome', _type: 'emailTemplate', key: 'welcome', subject: { _type: 'emailLocaleString', en: 'Hi' }, body: { _type: 'emailLocaleText', en: 'Hello' } }
    const reader = createContentReader(async () => ({ ...funnel, emailTemplates: [template, { ...template, _id: 'emailTemplate.x.results', key: 'results', body: null }, null] }))
    expect((await reader.funnel('x')).emailTemplates.map((t) => t._id)).toEqual(['emailTemplate.x.welcome'])
  })
})

describe('contentSettings', () => {
  it('are the scripts\' settings: the local lake unless a project is named', () => {
    expect(contentSettings({})).toEqual({ projectId: 'local', dataset: 'production', apiHost: 'http://127.0.0.1:3900', token: undefined })
    expect(contentSettings({ SANITY_API_HOST: 'http://127.0.0.1:3901' }).apiHost).toBe('http://127.0.0.1:3901')
    expect(contentSettings({ SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'staging', SANITY_TOKEN: 't' })).toEqual({ projectId: 'abc123', dataset: 'staging', apiHost: undefined, token: 't' })
  })
})

describe('the content reader with the real @sanity/client against the local lake', { timeout: 30_000 }, () => {
  it('reads the published funnel and its templates, never a draft', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lake-'))
    const published = seedDocuments().find((doc) => doc._id === 'funnel.leadership')!
    const draft = { ...published, _id: 'drafts.funnel.leadership', emailConfig: [] }
    const lake = await startLake({ port: 0, dataDir, initialDocuments: () => [draft, ...seedDocuments()] })
    try {
      const client = contentClient({ SANITY_API_HOST: lake.url })
      const content = await createContentReader((query, params) => client.fetch(query, params)).funnel('leadership')
      expect(content.emailConfig).toEqual(leadershipEmailConfig)
      expect(content.emailTemplates.map((template) => template.key)).toEqual(['welcome', 'results', 'courseAccess', 'followUpWeek1', 'followUpMonth1', 'trialReminder'])
      expect(content.redirects.map((redirect) => redirect.platform)).toEqual(['ios', 'android'])
      expect(await codeOf(createContentReader((query, params) => client.fetch(query, params)).funnel('nope'))).toBe('not-found')
    } finally {
      await lake.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
    const closed = contentClient({ SANITY_API_HOST: lake.url })
    expect(await codeOf(createContentReader((query, params) => closed.withConfig({ maxRetries: 0 }).fetch(query, params)).funnel('leadership'))).toBe('unavailable')
  })
})
