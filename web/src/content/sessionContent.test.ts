// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { funnelContentSchema, type FunnelContent } from '../../../schemas/content/schema'
import { FUNNEL_CONTENT_QUERY } from '../../../schemas/funnel/queries'
import { seedSource } from '../../../scripts/contentSource'
import { withFirstTitle } from './contentTestKit'
import { keepContentForNextSession, pinSessionContent, readKeptContent, readSessionContent, snapshotId } from './sessionContent'

async function demo(title?: string): Promise<FunnelContent> {
  const content = funnelContentSchema.parse(await seedSource().fetch(FUNNEL_CONTENT_QUERY, { key: 'demo' }))
  return title ? withFirstTitle(content, title) : content
}

afterEach(() => {
  window.localStorage.clear()
  window.sessionStorage.clear()
})

describe('stored content versions', () => {
  it('the session version round-trips through session storage', async () => {
    const content = await demo()
    pinSessionContent('demo', content)
    expect(readSessionContent('demo')).toEqual(content)
    expect(readSessionContent('leadership')).toBeUndefined()
  })

  it('corrupted or invalid session content is ignored', () => {
    window.sessionStorage.setItem('funnels-content:demo', '{not json')
    expect(readSessionContent('demo')).toBeUndefined()
    window.sessionStorage.setItem('funnels-content:demo', JSON.stringify({ funnel: { _id: 'funnel.demo' } }))
    expect(readSessionContent('demo')).toBeUndefined()
  })

  it('content kept for the next session is read back in local storage for the same snapshot only', async () => {
    const snapshot = await demo()
    const live = await demo('A fresher title')
    keepContentForNextSession('demo', snapshotId(snapshot), live)
    expect(readKeptContent('demo', snapshotId(snapshot))).toEqual(live)
    // A new build brings another snapshot: what was kept on the old one is dropped.
    expect(readKeptContent('demo', snapshotId(live))).toBeUndefined()
    expect(window.localStorage.getItem('funnels-content-next:demo')).toBeNull()
  })

  it('corrupted or invalid kept content is ignored and removed', async () => {
    const id = snapshotId(await demo())
    window.localStorage.setItem('funnels-content-next:demo', '{not json')
    expect(readKeptContent('demo', id)).toBeUndefined()
    expect(window.localStorage.getItem('funnels-content-next:demo')).toBeNull()
    window.localStorage.setItem('funnels-content-next:demo', JSON.stringify({ snapshot: id, content: { pages: 'nope' } }))
    expect(readKeptContent('demo', id)).toBeUndefined()
    expect(window.localStorage.getItem('funnels-content-next:demo')).toBeNull()
  })

  it('a snapshot fingerprint is stable and changes with the content', async () => {
    expect(snapshotId(await demo())).toBe(snapshotId(await demo()))
    expect(snapshotId(await demo('Another title'))).not.toBe(snapshotId(await demo()))
  })
})
