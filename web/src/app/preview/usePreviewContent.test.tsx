// @vitest-environment jsdom
import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { funnelContentSchema, type FunnelContent } from '../../../../schemas/content/schema'
import { FUNNEL_CONTENT_QUERY } from '../../../../schemas/funnel/queries'
import { seedSource } from '../../../../scripts/contentSource'
import { usePreviewContent } from './usePreviewContent'

async function demo(): Promise<FunnelContent> {
  const answer = funnelContentSchema.parse(await seedSource().fetch(FUNNEL_CONTENT_QUERY, { key: 'demo' }))
  return { ...answer, optionSets: [...new Map(answer.optionSets.map((set) => [set._id, set])).values()] }
}

function withTitle(content: FunnelContent, index: number, en: string): FunnelContent {
  const copy = structuredClone(content)
  copy.pages[index]!.title = { _type: 'localeString', en }
  return copy
}

const titles = (content: FunnelContent) => content.pages.map((page) => page.title?.en)

describe('usePreviewContent', () => {
  it('shows the snapshot until the first answer, then each valid answer', async () => {
    const snapshot = await demo()
    const { result, rerender } = renderHook(({ fetched }) => usePreviewContent(fetched, snapshot), { initialProps: { fetched: undefined as unknown } })
    expect(result.current).toEqual({ content: snapshot, issues: [] })
    rerender({ fetched: withTitle(snapshot, 0, 'Typed in the Studio') })
    expect(result.current.content.pages[0]!.title?.en).toBe('Typed in the Studio')
    expect(result.current.issues).toEqual([])
  })

  it('a broken draft keeps its last valid version and the issue names it; fixing it shows it again', async () => {
    const snapshot = await demo()
    const { result, rerender } = renderHook(({ fetched }) => usePreviewContent(fetched, snapshot), { initialProps: { fetched: withTitle(snapshot, 0, 'First edit') as unknown } })
    const broken = structuredClone(withTitle(snapshot, 1, 'Also edited')) as unknown as { pages: Record<string, unknown>[] }
    broken.pages[0] = { ...broken.pages[0], title: { _type: 'localeString', pl: 'Bez angielskiego' } }
    rerender({ fetched: broken })
    expect(titles(result.current.content).slice(0, 2)).toEqual(['First edit', 'Also edited'])
    expect(result.current.issues).toEqual([expect.objectContaining({ documentId: snapshot.pages[0]!._id, path: expect.stringContaining('title') })])
    rerender({ fetched: withTitle(snapshot, 0, 'Fixed') })
    expect(titles(result.current.content)[0]).toBe('Fixed')
    expect(result.current.issues).toEqual([])
  })
})
