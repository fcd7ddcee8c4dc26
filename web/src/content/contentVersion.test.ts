import { describe, expect, it } from 'vitest'
import { funnelContentSchema, type FunnelContent } from '../../../schemas/content/schema'
import { FUNNEL_CONTENT_QUERY } from '../../../schemas/funnel/queries'
import { seedSource } from '../../../scripts/contentSource'
import { withFirstTitle } from '../../../schemas/content/contentTestKit'
import { createContentVersion, type FunnelContentState } from './contentVersion'

async function demo(title?: string): Promise<FunnelContent> {
  const content = funnelContentSchema.parse(await seedSource().fetch(FUNNEL_CONTENT_QUERY, { key: 'demo' }))
  return title ? withFirstTitle(content, title) : content
}

function recordingStorage() {
  const calls = { pinned: [] as FunnelContent[], kept: [] as FunnelContent[] }
  return {
    calls,
    storage: {
      pinToSession: (content: FunnelContent) => calls.pinned.push(content),
      keepForNextSession: (content: FunnelContent) => calls.kept.push(content),
    },
  }
}

const start = async (source: FunnelContentState['source'] = 'snapshot'): Promise<FunnelContentState> => ({ content: await demo(), source })

describe('content version of a page view', () => {
  it('while open, a live answer replaces what is shown, is pinned to the session and kept for the next one', async () => {
    const { calls, storage } = recordingStorage()
    const version = createContentVersion(await start(), storage)
    let notified = 0
    version.subscribe(() => notified++)
    const live = await demo('A fresher title')
    version.offerLive(live)
    expect(version.current()).toEqual({ content: live, source: 'live' })
    expect(notified).toBe(1)
    expect(calls.pinned).toEqual([live])
    expect(calls.kept).toEqual([live])
    expect(version.isFixed()).toBe(true)
  })

  it("a live answer that is the content shown confirms it: this session's version, but nothing newer to keep", async () => {
    const { calls, storage } = recordingStorage()
    const first = await start()
    const version = createContentVersion(first, storage)
    version.offerLive(first.content)
    expect(version.current()).toEqual({ content: first.content, source: 'live' })
    expect(version.isFixed()).toBe(true)
    expect(calls.pinned).toEqual([first.content])
    expect(calls.kept).toEqual([])
  })

  it('fixing pins what is shown; a live answer after that is not shown, only kept for the next session', async () => {
    const { calls, storage } = recordingStorage()
    const first = await start()
    const version = createContentVersion(first, storage)
    let notified = 0
    version.subscribe(() => notified++)
    version.fix()
    expect(calls.pinned).toEqual([first.content])
    const live = await demo('A fresher title')
    version.offerLive(live)
    expect(version.current()).toBe(first)
    expect(notified).toBe(0)
    expect(calls.kept).toEqual([live])
    expect(calls.pinned).toEqual([first.content])
  })

  it('fixing twice pins once, and the same live answer offered twice is kept once', async () => {
    const { calls, storage } = recordingStorage()
    const version = createContentVersion(await start('kept'), storage)
    version.fix()
    version.fix()
    const live = await demo('A fresher title')
    version.offerLive(live)
    version.offerLive(live)
    expect(calls.pinned).toHaveLength(1)
    expect(calls.kept).toHaveLength(1)
  })

  it('a version read back from the session is fixed from the start and never pinned again', async () => {
    const { calls, storage } = recordingStorage()
    const pinned = await start('session')
    const version = createContentVersion(pinned, storage)
    expect(version.isFixed()).toBe(true)
    version.offerLive(await demo('A fresher title'))
    version.fix()
    expect(version.current()).toBe(pinned)
    expect(calls.pinned).toEqual([])
  })

  it('an unsubscribed listener hears nothing', async () => {
    const { storage } = recordingStorage()
    const version = createContentVersion(await start(), storage)
    let notified = 0
    const unsubscribe = version.subscribe(() => notified++)
    unsubscribe()
    version.offerLive(await demo('A fresher title'))
    expect(notified).toBe(0)
  })
})
