// @vitest-environment jsdom
import { render, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { funnelContentSchema, type FunnelContent } from '../../../../schemas/content/schema'
import { FUNNEL_CONTENT_QUERY } from '../../../../schemas/funnel/queries'
import { seedSource } from '../../../../scripts/contentSource'
import { uiStrings } from '../../../../seed/uiStrings'
import { localize } from '../../content/localize'
import { PageFrame } from '../PageFrame'
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

/** The frame as the preview draws it from the content the Studio pushes. */
function PreviewFrame({ fetched, snapshot }: { fetched: unknown; snapshot: FunnelContent }) {
  const { content } = usePreviewContent(fetched, snapshot)
  const noop = () => undefined
  return (
    <PageFrame
      funnel={content.funnel}
      page={undefined}
      strings={uiStrings}
      language="en"
      onLanguage={noop}
      t={(value) => localize(value, 'en') ?? ''}
      nav={{ hasBack: false, hasForward: false, onBack: noop, onForward: noop }}
      onLogoTap={noop}
      contentSource="preview"
      theme={content.theme}
    >
      <p>page</p>
    </PageFrame>
  )
}

describe('a theme edited in the Studio', () => {
  it('travels with the funnel\'s content (the preview\'s query), and a changed draft changes the frame\'s tokens', async () => {
    const snapshot = await demo()
    expect(snapshot.theme?._id).toBe('theme.demo')
    const { container, rerender } = render(<PreviewFrame fetched={undefined} snapshot={snapshot} />)
    const frame = () => container.querySelector<HTMLElement>('.frame')!
    expect(frame().style.getPropertyValue('--color-accent')).toBe('#2f5bea')
    const draft = structuredClone(snapshot)
    draft.theme = { ...draft.theme!, _id: 'drafts.theme.demo', colors: { ...draft.theme!.colors, primary: '#b4235a' }, radius: 4 }
    rerender(<PreviewFrame fetched={draft} snapshot={snapshot} />)
    expect(frame().style.getPropertyValue('--color-accent')).toBe('#b4235a')
    expect(frame().style.getPropertyValue('--radius')).toBe('4px')
  })

  it('a half-typed colour keeps the last valid theme', async () => {
    const snapshot = await demo()
    const { container, rerender } = render(<PreviewFrame fetched={undefined} snapshot={snapshot} />)
    const draft = structuredClone(snapshot) as unknown as { theme: { colors: Record<string, string> } }
    draft.theme.colors.primary = '#b42'
    rerender(<PreviewFrame fetched={draft} snapshot={snapshot} />)
    expect(container.querySelector<HTMLElement>('.frame')!.style.getPropertyValue('--color-accent')).toBe('#2f5bea')
  })
})
