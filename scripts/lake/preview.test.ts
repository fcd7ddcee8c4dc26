import type { ContentSourceMap, LiveEvent, SanityClient } from '@sanity/client'
import { applySourceDocuments, resolveEditInfo } from '@sanity/client/csm'
import { encodeIntoResult } from '@sanity/client/stega'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { clientFor, startTestLake, until } from './lakeForTests'
import type { Lake } from './server'
import { mappingKey } from './sourceMap'

let lake: Lake
let client: SanityClient

beforeEach(async () => {
  lake = await startTestLake()
  client = clientFor(lake.url)
})
afterEach(() => lake.close())

const FUNNEL_PAGES = `*[_id == "funnel.demo"][0]{_id, key, "pages": pages[]->{_id, key, title, paragraphs}}`

async function sourceMapped(query: string, perspective: 'published' | 'drafts', resultSourceMap: true | 'withKeyArraySelector' = true) {
  const answer = await client.fetch(query, {}, { perspective, resultSourceMap, filterResponse: false })
  if (!answer.resultSourceMap) throw new Error('No resultSourceMap in the answer')
  return { result: answer.result, csm: answer.resultSourceMap, syncTags: answer.syncTags }
}

const editInfo = (csm: ContentSourceMap, resultPath: (string | number)[]) => resolveEditInfo({ studioUrl: '/studio', resultSourceMap: csm, resultPath })

describe('query answers for live preview', () => {
  it('maps every queried document, so a nested value resolves to its document and field', async () => {
    const { result, csm } = await sourceMapped(FUNNEL_PAGES, 'published')
    const index = result.pages.findIndex((page: { _id: string }) => page._id === 'page.demo.email')
    expect(editInfo(csm, ['pages', index, 'title', 'en'])).toMatchObject({ id: 'page.demo.email', type: 'page', path: ['title', 'en'] })
    expect(editInfo(csm, ['key'])).toMatchObject({ id: 'funnel.demo', type: 'funnel', path: ['key'] })
    expect(csm.mappings[mappingKey(['pages', index])]).toEqual({
      type: 'value',
      source: { type: 'documentValue', document: csm.documents.findIndex((doc) => doc._id === 'page.demo.email'), path: csm.paths.indexOf('$') },
    })
  })

  it('under the drafts perspective points at the draft the value came from', async () => {
    await client.createOrReplace({ _id: 'drafts.page.demo.email', _type: 'page', key: 'email', title: { _type: 'localeString', en: 'Draft title' } })
    const { result, csm } = await sourceMapped(FUNNEL_PAGES, 'drafts')
    const index = result.pages.findIndex((page: { _id: string }) => page._id === 'page.demo.email')
    expect(result.pages[index].title.en).toBe('Draft title')
    expect(editInfo(csm, ['pages', index, 'title', 'en'])).toMatchObject({ id: 'drafts.page.demo.email', path: ['title', 'en'] })
    expect(csm.documents).toContainEqual({ _id: 'funnel.demo', _type: 'funnel' })
  })

  it('gives stega the keyed source path of a value in an array (withKeyArraySelector)', async () => {
    const { result, csm } = await sourceMapped('*[_id == "page.demo.email"][0]{_id, paragraphs}', 'published', 'withKeyArraySelector')
    const seen: unknown[] = []
    // The walk stega runs before it hides edit links in strings.
    encodeIntoResult(result, csm, ({ sourcePath, sourceDocument, value }) => {
      seen.push({ sourcePath, id: sourceDocument._id, value })
      return value
    })
    expect(seen).toContainEqual({ sourcePath: ['paragraphs', { _key: 'k0', _index: -1 }, 'en'], id: 'page.demo.email', value: result.paragraphs[0].en })
  })

  it('points an item of a filtered array at the stored item with its key', async () => {
    const query = '*[_id == "optionSet.shared.frequency"][0]{_id, "options": options[key != "often"]}'
    const byKey = await sourceMapped(query, 'published', 'withKeyArraySelector')
    expect(byKey.result.options[1]._key).toBe('frequency_2')
    expect(editInfo(byKey.csm, ['options', 1, 'label', 'en'])).toMatchObject({ id: 'optionSet.shared.frequency', path: ['options', { _key: 'frequency_2', _index: -1 }, 'label', 'en'] })
    // What the Presentation tool does while a copywriter types: the edited draft's values flow into the result.
    const draft = await client.getDocument('optionSet.shared.frequency')
    if (!draft) throw new Error('The seed has no frequency option set')
    const typing = { ...draft, _id: 'drafts.optionSet.shared.frequency', options: draft.options.map((option: { key: string }) => (option.key === 'sometimes' ? { ...option, label: { en: 'Now and then' } } : option)) }
    const live = applySourceDocuments(byKey.result, byKey.csm, (source) => (source._id === typing._id ? typing : null), (changed) => changed, 'drafts')
    expect(live.options.map((option: { label: { en: string } }) => option.label.en)).toEqual(['All the time', 'Now and then', 'Rarely', 'Never'])
    const byIndex = await sourceMapped(query, 'published', true)
    expect(editInfo(byIndex.csm, ['options', 1, 'label', 'en'])).toMatchObject({ path: ['options', 2, 'label', 'en'] })
  })

  it('puts sync tags on every answer', async () => {
    const answer = await client.fetch('count(*)', {}, { filterResponse: false })
    expect(answer.syncTags).toEqual([expect.stringMatching(/^s1:/)])
  })
})

describe('data/live/events through client.live.events()', () => {
  async function liveEvents(includeDrafts: boolean) {
    const events: LiveEvent[] = []
    const live = includeDrafts ? clientFor(lake.url, { withCredentials: true }) : client
    const subscription = live.live.events({ includeDrafts }).subscribe((event) => events.push(event))
    await until(() => events.some((event) => event.type === 'welcome'), 'the live stream is welcomed')
    return { events, messages: () => events.filter((event) => event.type === 'message'), stop: () => subscription.unsubscribe() }
  }

  it('sends a message with the sync tags of the answers it invalidates after every transaction', async () => {
    const { syncTags } = await client.fetch('*[_id == "page.demo.email"][0]', {}, { filterResponse: false })
    const published = await liveEvents(false)
    const drafts = await liveEvents(true)
    try {
      await client.action({ actionType: 'sanity.action.document.edit', draftId: 'drafts.page.demo.email', publishedId: 'page.demo.email', patch: { set: { 'title.en': 'Live' } } })
      await until(() => drafts.messages().length === 1, 'the draft edit reaches the drafts stream')
      const { transactionId } = await client.action({ actionType: 'sanity.action.document.publish', draftId: 'drafts.page.demo.email', publishedId: 'page.demo.email' })
      await until(() => published.messages().length === 1 && drafts.messages().length === 2, 'the publish reaches both streams')
      expect(published.messages()).toEqual([{ type: 'message', id: transactionId, tags: syncTags }])
    } finally {
      published.stop()
      drafts.stop()
    }
  })
})

describe('delete by query (the Presentation tool clears expired preview secrets this way)', () => {
  it('deletes what the query selects, drafts included, in one transaction', async () => {
    await client.create({ _id: 'drafts.secret-1', _type: 'sanity.previewUrlSecret', secret: 'a' })
    await client.create({ _id: 'drafts.secret-2', _type: 'sanity.previewUrlSecret', secret: 'b' })
    const result = await client.delete({ query: '*[_type == $type && secret == $secret]', params: { type: 'sanity.previewUrlSecret', secret: 'a' } })
    expect(result.results).toEqual([{ id: 'drafts.secret-1', operation: 'delete' }])
    const raw = client.withConfig({ perspective: 'raw' })
    expect(await raw.fetch('*[_type == "sanity.previewUrlSecret"]._id')).toEqual(['drafts.secret-2'])
    // The secrets package's own query: nothing has expired yet.
    await client.delete({ query: '*[_type == "sanity.previewUrlSecret" && dateTime(_updatedAt) <= dateTime(now()) - 3600]' })
    expect(await raw.fetch('count(*[_type == "sanity.previewUrlSecret"])')).toBe(1)
  })
})
