// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { funnelContentSchema, type FunnelContent } from '../../../schemas/content/schema'
import { FUNNEL_CONTENT_QUERY } from '../../../schemas/funnel/queries'
import { seedSource } from '../../../scripts/contentSource'
import { withFirstTitle } from '../../../schemas/content/contentTestKit'
import { keepContentForNextSession, mayStartFromStoredContent, pinSessionContent, readKeptContent, readSessionContent, sessionContentPinnedHere, snapshotId } from './sessionContent'

/** The module as a reloaded page meets it: nothing pinned in memory, only what storage holds. */
async function afterReload() {
  vi.resetModules()
  return import('./sessionContent')
}

async function demo(title?: string): Promise<FunnelContent> {
  const content = funnelContentSchema.parse(await seedSource().fetch(FUNNEL_CONTENT_QUERY, { key: 'demo' }))
  return title ? withFirstTitle(content, title) : content
}

afterEach(() => {
  window.localStorage.clear()
  window.sessionStorage.clear()
})

describe('stored content versions', () => {
  it('the session version round-trips through session storage, and is known in this tab at once', async () => {
    const content = await demo()
    pinSessionContent('demo', content)
    expect(sessionContentPinnedHere('demo')).toBe(content)
    expect(await readSessionContent('demo')).toEqual(content)
    const reloaded = await afterReload()
    expect(reloaded.sessionContentPinnedHere('demo')).toBeUndefined()
    expect(await reloaded.readSessionContent('demo')).toEqual(content)
    expect(await reloaded.readSessionContent('leadership')).toBeUndefined()
  })

  it('corrupted or invalid session content is ignored', async () => {
    const { readSessionContent: read } = await afterReload()
    window.sessionStorage.setItem('funnels-content:demo', '{not json')
    expect(await read('demo')).toBeUndefined()
    window.sessionStorage.setItem('funnels-content:demo', JSON.stringify({ funnel: { _id: 'funnel.demo' } }))
    expect(await read('demo')).toBeUndefined()
  })

  it('content kept for the next session is read back in local storage for the same snapshot only', async () => {
    const snapshot = await demo()
    const live = await demo('A fresher title')
    keepContentForNextSession('demo', snapshotId(snapshot), live)
    expect(await readKeptContent('demo', snapshotId(snapshot))).toEqual(live)
    // A new build brings another snapshot: what was kept on the old one is dropped.
    expect(await readKeptContent('demo', snapshotId(live))).toBeUndefined()
    expect(window.localStorage.getItem('funnels-content-next:demo')).toBeNull()
  })

  it('live content equal to the snapshot is not kept, and replaces an older kept version: the next landing is hydrated', async () => {
    const snapshot = await demo()
    keepContentForNextSession('demo', snapshotId(snapshot), await demo('Published, then taken back'))
    expect(mayStartFromStoredContent('demo')).toBe(true)
    keepContentForNextSession('demo', snapshotId(snapshot), await demo())
    expect(window.localStorage.getItem('funnels-content-next:demo')).toBeNull()
    expect(mayStartFromStoredContent('demo')).toBe(false)
    expect(await readKeptContent('demo', snapshotId(snapshot))).toBeUndefined()
  })

  it('corrupted or invalid kept content is ignored and removed', async () => {
    const id = snapshotId(await demo())
    window.localStorage.setItem('funnels-content-next:demo', '{not json')
    expect(await readKeptContent('demo', id)).toBeUndefined()
    expect(window.localStorage.getItem('funnels-content-next:demo')).toBeNull()
    window.localStorage.setItem('funnels-content-next:demo', JSON.stringify({ snapshot: id, content: { pages: 'nope' } }))
    expect(await readKeptContent('demo', id)).toBeUndefined()
    expect(window.localStorage.getItem('funnels-content-next:demo')).toBeNull()
  })

  it('a snapshot fingerprint is stable and changes with the content', async () => {
    expect(snapshotId(await demo())).toBe(snapshotId(await demo()))
    expect(snapshotId(await demo('Another title'))).not.toBe(snapshotId(await demo()))
  })
})
