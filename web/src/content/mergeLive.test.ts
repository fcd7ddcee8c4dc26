import { beforeAll, describe, expect, it, vi } from 'vitest'
import { firstTitle, withFirstTitle, withRevisions } from '../../../schemas/content/contentTestKit'
import { mergeContent } from '../../../schemas/content/mergeContent'
import { formatIssue } from '../../../schemas/content/validateDocument'
import { funnelContentSchema, type FunnelContent } from '../../../schemas/content/schema'
import { FUNNEL_CONTENT_QUERY } from '../../../schemas/funnel/queries'
import { seedSource } from '../../../scripts/contentSource'
import { keepKnownDocuments, mergeLive, type MergeAnswer, type MergeRequest } from './mergeLive'

let shown: FunnelContent
const NEW_TITLE = 'Published since the build'

beforeAll(async () => {
  shown = withRevisions(funnelContentSchema.parse(await seedSource().fetch(FUNNEL_CONTENT_QUERY, { key: 'demo' })))
})

/**
 * A worker as the browser gives one: the request and the answer cross as structured clones, and
 * the answer comes in a later task. `fail` makes it fail to load instead (an error event).
 */
function fakeWorker({ fail = false } = {}) {
  const started = { count: 0 }
  const startWorker = () => {
    started.count++
    const worker = {
      onmessage: null as ((event: MessageEvent<MergeAnswer>) => void) | null,
      onerror: null as ((event: { preventDefault(): void }) => void) | null,
      onmessageerror: null,
      terminated: false,
      terminate() {
        worker.terminated = true
      },
      postMessage(message: MergeRequest) {
        const { fetched, base } = structuredClone(message)
        setTimeout(() => {
          if (fail) return worker.onerror?.({ preventDefault() {} })
          const { content, issues } = mergeContent(fetched, base, { twinsByRevision: true })
          worker.onmessage?.({ data: structuredClone({ content, issues: issues.map((issue) => ({ issue, text: formatIssue(issue) })) }) } as MessageEvent<MergeAnswer>)
        })
      },
    }
    return worker as unknown as Worker
  }
  return { startWorker, started }
}

describe('mergeLive: a changed live answer merged off the main thread', () => {
  it("takes the worker's merge, and the documents that did not change are the shown objects again", async () => {
    const { startWorker, started } = fakeWorker()
    const { content, issues } = await mergeLive(withFirstTitle(shown, NEW_TITLE), shown, startWorker)
    expect(started.count).toBe(1)
    expect(issues).toEqual([])
    expect(firstTitle(content!)).toBe(NEW_TITLE)
    expect(content!.pages[0]).not.toBe(shown.pages[0])
    expect(content!.pages[1]).toBe(shown.pages[1])
    expect(content!.funnel).toBe(shown.funnel)
    expect(content!.uiStrings).toBe(shown.uiStrings)
  })

  it('reports an invalid document with its text, and it keeps its snapshot twin', async () => {
    const fetched = withFirstTitle(shown, NEW_TITLE) as unknown as { pages: Record<string, unknown>[] }
    fetched.pages[1] = { ...fetched.pages[1], componentType: 'carousel', _rev: 'broken' }
    const { content, issues } = await mergeLive(fetched, shown, fakeWorker().startWorker)
    expect(issues.map(({ text }) => text)).toEqual([expect.stringMatching(new RegExp(`^${shown.pages[1]!._id}: componentType`))])
    expect(content!.pages[1]).toBe(shown.pages[1])
    expect(firstTitle(content!)).toBe(NEW_TITLE)
  })

  it('merges here when the worker fails, or where there is no worker', async () => {
    for (const startWorker of [fakeWorker({ fail: true }).startWorker, () => undefined]) {
      const { content } = await mergeLive(withFirstTitle(shown, NEW_TITLE), shown, startWorker)
      expect(firstTitle(content!)).toBe(NEW_TITLE)
      // Merged here, with twins by revision: unchanged documents are the shown objects.
      expect(content!.pages[1]).toBe(shown.pages[1])
    }
  })
})

describe('mergeLive: the A/B configuration checks of a changed live answer', () => {
  it('logs the problems of the tests it brings (the build logged the snapshot\'s), never blocking', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const fetched = { ...withFirstTitle(shown, NEW_TITLE), abTests: [{ _id: 'abTest.demo.hero', _type: 'abTest', _rev: 'r1', name: 'hero', key: 'hero' }] }
      const { content } = await mergeLive(fetched, shown, fakeWorker().startWorker)
      expect(content!.abTests.map((test) => test._id)).toEqual(['abTest.demo.hero'])
      expect(warn.mock.calls.map(([line]) => line)).toEqual(['A/B test hero: key "hero" should be "heroKey"', 'A/B test hero: needs at least one variant', 'A/B test hero: needs at least one page'])
      warn.mockClear()
      await mergeLive(withFirstTitle(shown, NEW_TITLE), shown, fakeWorker().startWorker)
      expect(warn).not.toHaveBeenCalled()
    } finally {
      warn.mockRestore()
    }
  })
})

describe('keepKnownDocuments', () => {
  it('swaps in a shown document only for the same id and revision', () => {
    const copy = structuredClone(shown)
    copy.pages[0]!._rev = 'newer'
    const kept = keepKnownDocuments(copy, shown)
    expect(kept.pages[0]).toBe(copy.pages[0])
    expect(kept.pages.slice(1).filter((page, index) => page !== shown.pages[index + 1]).map((page) => page._id)).toEqual([])
    // A shared option set may come more than once: any shown object of that document will do.
    expect(kept.optionSets.filter((set) => !shown.optionSets.includes(set)).map((set) => set._id)).toEqual([])
  })

  it('never treats documents without a revision as known', () => {
    const unrevised = { ...shown, funnel: { ...shown.funnel, _rev: undefined } }
    const copy = structuredClone(unrevised)
    expect(keepKnownDocuments(copy, unrevised).funnel).toBe(copy.funnel)
  })
})
