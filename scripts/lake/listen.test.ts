import type { ListenEvent, MutationEvent, SanityClient } from '@sanity/client'
import { Mutation } from '@sanity/mutator'
import { applyPatch } from 'mendoza'
import type { Subscription } from 'rxjs'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import * as z from 'zod'
import { clientFor, startTestLake, until } from './lakeForTests'
import type { Lake } from './server'

let lake: Lake
let client: SanityClient
const subscriptions: Subscription[] = []

beforeEach(async () => {
  lake = await startTestLake()
  client = clientFor(lake.url)
})
afterEach(async () => {
  for (const subscription of subscriptions.splice(0)) subscription.unsubscribe()
  await lake.close()
})

/** Listens like the Studio's document store does, and waits for the welcome. */
async function listen(query: string, params: Record<string, unknown> = {}, options: { includeAllVersions?: boolean; includePreviousRevision?: boolean } = {}) {
  const events: ListenEvent<Record<string, unknown>>[] = []
  subscriptions.push(
    client
      .listen(query, params, { events: ['welcome', 'mutation'], effectFormat: 'mendoza', includeResult: true, includeAllVersions: true, ...options })
      .subscribe((event) => events.push(event)),
  )
  await until(() => events.some((event) => event.type === 'welcome'), 'the listener is welcomed')
  return {
    events,
    mutations: () => events.filter((event): event is MutationEvent<Record<string, unknown>> => event.type === 'mutation'),
  }
}

/** The lake sends whole documents or deletions as event mutations; @sanity/mutator replays them. */
const replayable = z.array(z.object({ createOrReplace: z.looseObject({ _id: z.string(), _type: z.string() }).optional(), delete: z.object({ id: z.string() }).optional() }))

const withoutRev = (doc: Record<string, unknown> | undefined) => {
  if (!doc) return null
  const { _rev: _dropped, ...rest } = doc
  return rest
}

describe('data/listen through client.listen()', () => {
  it('sends a mutation event with the fields the Studio reads, effects that are valid mendoza, and mutations that replay', async () => {
    const before = await client.getDocument('page.demo.email')
    const { mutations } = await listen('*[_id in $ids]', { ids: ['page.demo.email', 'drafts.page.demo.email'] }, { includePreviousRevision: true })
    const { transactionId } = await client.patch('page.demo.email').set({ 'title.en': 'New title' }).unset(['subtitle']).commit({ returnDocuments: false })
    await until(() => mutations().length === 1, 'the mutation arrives')
    const after = await client.getDocument('page.demo.email')
    const [event] = mutations()
    if (!event?.effects) throw new Error('The event has no effects')
    expect(event).toMatchObject({
      eventId: `${transactionId}#page.demo.email`,
      documentId: 'page.demo.email',
      transactionId,
      transition: 'update',
      identity: 'local-editor',
      previousRev: before?._rev,
      resultRev: transactionId,
      visibility: 'query',
      transactionTotalEvents: 1,
      transactionCurrentEvent: 0,
      result: after,
      previous: before,
    })
    expect(after?._rev).toBe(transactionId)
    expect(Date.parse(event.timestamp)).not.toBeNaN()
    // The Studio applies effects to its copy without _rev, and replays mutations on the copy with it.
    expect(applyPatch(withoutRev(before), event.effects.apply)).toEqual(withoutRev(after))
    expect(applyPatch(withoutRev(after), event.effects.revert)).toEqual(withoutRev(before))
    const { transactionId: id, previousRev, resultRev, timestamp } = event
    const replayed = replayable.parse(event.mutations)
    expect(new Mutation({ mutations: replayed, transactionId: id, previousRev, resultRev, timestamp }).apply(before ?? null)).toEqual(after)
  })

  it('says appear for a created document and disappear for a deleted one, without a previous revision on create', async () => {
    const { mutations } = await listen('*[_type == "note"]')
    await client.create({ _id: 'note.one', _type: 'note', text: 'hi' })
    await client.delete('note.one')
    await until(() => mutations().length === 2, 'both events arrive')
    const [created, deleted] = mutations()
    expect(created).toMatchObject({ transition: 'appear', documentId: 'note.one' })
    expect(created).not.toHaveProperty('previousRev')
    expect(applyPatch(null, created?.effects?.apply ?? [])).toMatchObject({ _id: 'note.one', text: 'hi' })
    expect(created?.effects?.revert).toEqual([0, null])
    expect(deleted).toMatchObject({ transition: 'disappear', previousRev: created?.resultRev, mutations: [{ delete: { id: 'note.one' } }] })
    expect(deleted?.effects?.apply).toEqual([0, null])
    expect(deleted).not.toHaveProperty('result')
  })

  it('says disappear when an update moves a document out of the filter, and counts events per transaction', async () => {
    await client.create({ _id: 'note.a', _type: 'note', status: 'open' })
    await client.create({ _id: 'note.b', _type: 'note', status: 'open' })
    const { mutations } = await listen('*[_type == "note" && status == $status]', { status: 'open' })
    await client.transaction().patch('note.a', (p) => p.set({ status: 'closed' })).patch('note.b', (p) => p.set({ text: 'still open' })).commit()
    await until(() => mutations().length === 2, 'both events arrive')
    expect(mutations().map(({ documentId, transition, transactionTotalEvents, transactionCurrentEvent }) => ({ documentId, transition, transactionTotalEvents, transactionCurrentEvent }))).toEqual([
      { documentId: 'note.a', transition: 'disappear', transactionTotalEvents: 2, transactionCurrentEvent: 0 },
      { documentId: 'note.b', transition: 'update', transactionTotalEvents: 2, transactionCurrentEvent: 1 },
    ])
  })

  it('leaves drafts out from API version 2025-02-19 unless includeAllVersions is set', async () => {
    const onlyPublished = await listen('*[_type == "note"]', {}, { includeAllVersions: false })
    const everything = await listen('*[_type == "note"]')
    await client.create({ _id: 'drafts.note.c', _type: 'note' })
    await client.create({ _id: 'note.c', _type: 'note' })
    await until(() => everything.mutations().length === 2 && onlyPublished.mutations().length === 1, 'the events arrive')
    expect(onlyPublished.mutations().map((event) => event.documentId)).toEqual(['note.c'])
    expect(everything.mutations().map((event) => event.documentId)).toEqual(['drafts.note.c', 'note.c'])
  })

  it('answers a listen query that does not parse with a 400', async () => {
    const response = await fetch(`${lake.url}/v2025-02-19/data/listen/production?query=${encodeURIComponent('*[_type ==')}`)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { type: 'queryParseError' } })
  })
})
