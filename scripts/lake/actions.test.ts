import type { MutationEvent, SanityClient } from '@sanity/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { clientFor, startTestLake, until } from './lakeForTests'
import type { Lake } from './server'

let lake: Lake
let client: SanityClient
let raw: SanityClient

beforeEach(async () => {
  lake = await startTestLake()
  client = clientFor(lake.url)
  raw = client.withConfig({ perspective: 'raw' })
})
afterEach(() => lake.close())

const get = (id: string) => raw.getDocument(id)
const edit = (set: Record<string, unknown>) => ({
  actionType: 'sanity.action.document.edit' as const,
  draftId: 'drafts.page.demo.email',
  publishedId: 'page.demo.email',
  patch: { set },
})
const publish = (extra: { ifPublishedRevisionId?: string; ifDraftRevisionId?: string } = {}) => ({
  actionType: 'sanity.action.document.publish' as const,
  draftId: 'drafts.page.demo.email',
  publishedId: 'page.demo.email',
  ...extra,
})

describe('data/actions through client.action()', () => {
  it('edit starts the draft from the published document; every touched document gets the transaction id as _rev', async () => {
    const { transactionId } = await client.action(edit({ 'title.en': 'Draft title' }))
    const draft = await get('drafts.page.demo.email')
    const published = await get('page.demo.email')
    expect(draft).toMatchObject({ _rev: transactionId, key: published?.key, title: { en: 'Draft title' } })
    expect(published?.title.en).toBe('Where should we send your plan?')
  })

  it('publish moves the draft over the published document; a stale revision is a 409 that changes nothing', async () => {
    await client.action(edit({ 'title.en': 'Ready' }))
    const published = await get('page.demo.email')
    const draft = await get('drafts.page.demo.email')
    await expect(client.action(publish({ ifPublishedRevisionId: 'stale' }))).rejects.toMatchObject({ statusCode: 409 })
    await expect(client.action(publish({ ifDraftRevisionId: 'stale' }))).rejects.toMatchObject({ statusCode: 409 })
    expect(await get('drafts.page.demo.email')).toEqual(draft)

    const { transactionId } = await client.action(publish({ ifPublishedRevisionId: published?._rev, ifDraftRevisionId: draft?._rev }))
    expect(await get('drafts.page.demo.email')).toBeUndefined()
    expect(await get('page.demo.email')).toMatchObject({ _id: 'page.demo.email', _rev: transactionId, title: { en: 'Ready' }, _createdAt: published?._createdAt })
  })

  it('create makes a new draft and refuses an existing one unless told to ignore it', async () => {
    const create = (ifExists: 'fail' | 'ignore') => ({
      actionType: 'sanity.action.document.create' as const,
      publishedId: 'note.new',
      attributes: { _id: 'drafts.note.new', _type: 'note', text: 'first' },
      ifExists,
    })
    await client.action(create('fail'))
    await expect(client.action(create('fail'))).rejects.toMatchObject({ statusCode: 409 })
    await client.action(create('ignore'))
    expect(await get('drafts.note.new')).toMatchObject({ _type: 'note', text: 'first' })
  })

  it('discard deletes the draft, and refuses when there is none', async () => {
    await client.action(edit({ 'title.en': 'Throw away' }))
    await client.action({ actionType: 'sanity.action.document.discard', draftId: 'drafts.page.demo.email' })
    expect(await get('drafts.page.demo.email')).toBeUndefined()
    await expect(client.action({ actionType: 'sanity.action.document.discard', draftId: 'drafts.page.demo.email' })).rejects.toMatchObject({ statusCode: 409 })
  })

  it('delete removes the published document and the drafts it names, and refuses to orphan a draft', async () => {
    await client.action(edit({ 'title.en': 'Draft' }))
    const remove = (includeDrafts: string[]) => ({ actionType: 'sanity.action.document.delete' as const, publishedId: 'page.demo.email', includeDrafts })
    await expect(client.action(remove([]))).rejects.toMatchObject({ statusCode: 409 })
    await client.action(remove(['drafts.page.demo.email']))
    expect(await get('page.demo.email')).toBeUndefined()
    expect(await get('drafts.page.demo.email')).toBeUndefined()
  })

  it('unpublish keeps the content as a draft', async () => {
    const published = await get('page.demo.email')
    await client.action({ actionType: 'sanity.action.document.unpublish', draftId: 'drafts.page.demo.email', publishedId: 'page.demo.email' })
    expect(await get('page.demo.email')).toBeUndefined()
    expect(await get('drafts.page.demo.email')).toMatchObject({ key: published?.key, title: published?.title })
  })

  it('runs all actions of a request as one transaction: a failing one undoes the others', async () => {
    const failing = client.action([edit({ 'title.en': 'Half done' }), { actionType: 'sanity.action.document.discard', draftId: 'drafts.nothing' }])
    await expect(failing).rejects.toMatchObject({ statusCode: 409 })
    expect(await get('drafts.page.demo.email')).toBeUndefined()
    const { transactionId } = await client.action([edit({ 'title.en': 'One' }), edit({ 'title.pl': 'Jeden' })], { transactionId: 'my-transaction' })
    expect(transactionId).toBe('my-transaction')
    expect(await get('drafts.page.demo.email')).toMatchObject({ _rev: 'my-transaction', title: { en: 'One', pl: 'Jeden' } })
  })

  it('tells listeners about every document an action touched, in one transaction', async () => {
    await client.action(edit({ 'title.en': 'To publish' }))
    const events: MutationEvent[] = []
    let welcomed = false
    const subscription = client
      .listen('*[_id in $ids]', { ids: ['page.demo.email', 'drafts.page.demo.email'] }, { includeAllVersions: true, events: ['welcome', 'mutation'] })
      .subscribe((event) => (event.type === 'welcome' ? (welcomed = true) : events.push(event)))
    try {
      await until(() => welcomed, 'the listener is welcomed')
      const { transactionId } = await client.action(publish())
      await until(() => events.length === 2, 'both documents of the publish arrive')
      expect(events.map(({ documentId, transition, transactionId: id, transactionTotalEvents }) => ({ documentId, transition, id, transactionTotalEvents }))).toEqual([
        { documentId: 'page.demo.email', transition: 'update', id: transactionId, transactionTotalEvents: 2 },
        { documentId: 'drafts.page.demo.email', transition: 'disappear', id: transactionId, transactionTotalEvents: 2 },
      ])
    } finally {
      subscription.unsubscribe()
    }
  })
})
