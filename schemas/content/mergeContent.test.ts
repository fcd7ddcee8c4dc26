import { describe, expect, it } from 'vitest'
import { seedSource } from '../../scripts/contentSource'
import { FUNNEL_CONTENT_QUERY } from '../funnel/queries'
import { funnelContentSchema, type FunnelContent } from './schema'
import { withRevisions } from './contentTestKit'
import { mergeContent } from './mergeContent'

/** The demo funnel as the content query answers it over the seed: a shared option set comes once per page using it. */
async function rawDemoAnswer(): Promise<FunnelContent> {
  return funnelContentSchema.parse(await seedSource().fetch(FUNNEL_CONTENT_QUERY, { key: 'demo' }))
}

/** The same content with one option set per id, as the merge keeps it (and snapshots hold it). */
async function demoAnswer(): Promise<FunnelContent> {
  const answer = await rawDemoAnswer()
  return { ...answer, optionSets: [...new Map(answer.optionSets.map((set) => [set._id, set])).values()] }
}

const titleOf = (content: FunnelContent | null, id: string) => content?.pages.find((page) => page._id === id)?.title?.en

describe('mergeContent', () => {
  it('without a snapshot, a clean answer is taken as it is, each option set once', async () => {
    const answer = await rawDemoAnswer()
    expect(answer.optionSets.length).toBeGreaterThan(new Set(answer.optionSets.map((set) => set._id)).size)
    expect(mergeContent(answer)).toEqual({ content: await demoAnswer(), issues: [] })
  })

  it('a fetched document that passes zod replaces its snapshot twin', async () => {
    const snapshot = await demoAnswer()
    const fetched = await demoAnswer()
    fetched.pages[0]!.title = { _type: 'localeString', en: 'A fresher title' }
    const { content, issues } = mergeContent(fetched, snapshot)
    expect(issues).toEqual([])
    expect(titleOf(content, 'page.demo.demoLanding')).toBe('A fresher title')
  })

  it('a fetched document with its twin\'s revision is the twin itself; only a new revision is validated', async () => {
    const snapshot = withRevisions(await demoAnswer())
    const fetched = structuredClone(snapshot) as unknown as { pages: Record<string, unknown>[]; uiStrings: Record<string, unknown> }
    // The same revision as the snapshot's: trusted as the twin, whatever came over the wire.
    fetched.pages[2] = { ...fetched.pages[2], componentType: 'carousel' }
    fetched.uiStrings = { ...fetched.uiStrings, continue: 'not validated again' }
    // A new revision: validated and taken.
    fetched.pages[0] = { ...fetched.pages[0], _rev: 'published-later', title: { _type: 'localeString', en: 'A fresher title' } }
    const { content, issues } = mergeContent(fetched, snapshot, { twinsByRevision: true })
    expect(issues).toEqual([])
    expect(content?.pages[2]).toBe(snapshot.pages[2])
    expect(content?.uiStrings).toBe(snapshot.uiStrings)
    expect(content?.pages[0]).not.toBe(snapshot.pages[0])
    expect(titleOf(content, 'page.demo.demoLanding')).toBe('A fresher title')
    // A new revision that fails validation still keeps its twin and is reported.
    fetched.pages[0] = { ...fetched.pages[0], componentType: 'carousel' }
    const broken = mergeContent(fetched, snapshot, { twinsByRevision: true })
    expect(broken.content?.pages[0]).toBe(snapshot.pages[0])
    expect(broken.issues.map((issue) => issue.documentId)).toEqual(['page.demo.demoLanding'])
    // Without the option (the Studio preview) every document is validated, whatever its revision.
    const checked = mergeContent(fetched, snapshot)
    expect(checked.issues.map((issue) => issue.documentId).sort()).toEqual(['page.demo.demoLanding', fetched.pages[2]!._id, 'uiStrings'].sort())
  })

  it('an invalid fetched page keeps its snapshot twin, and the issue names the document and field', async () => {
    const snapshot = await demoAnswer()
    const fetched = (await demoAnswer()) as unknown as { pages: Record<string, unknown>[] }
    fetched.pages[1] = { ...fetched.pages[1], componentType: 'carousel', title: { _type: 'localeString', en: 'Broken' } }
    const { content, issues } = mergeContent(fetched, snapshot)
    expect(titleOf(content, 'page.demo.interruptor-basic')).toBe('Small steps, real change')
    expect(issues).toHaveLength(1)
    expect(issues[0]).toMatchObject({ documentId: 'page.demo.interruptor-basic', path: 'componentType' })
    expect(content?.pages.map((page) => page.key)).toEqual(snapshot.pages.map((page) => page.key))
  })

  it('a reference to a page that does not exist is reported and skipped', async () => {
    const fetched = await demoAnswer()
    const pageCount = fetched.pages.length
    fetched.funnel.pages.splice(1, 0, { _type: 'reference', _ref: 'page.demo.ghost', _key: 'ghost' })
    const { content, issues } = mergeContent(fetched, await demoAnswer())
    expect(issues).toEqual([{ documentId: 'funnel.demo', path: 'pages.1', message: 'References the missing or invalid page "page.demo.ghost"' }])
    expect(content?.pages).toHaveLength(pageCount)
  })

  it('a page whose option set is missing falls back to its twin with the twin set', async () => {
    const snapshot = await demoAnswer()
    const fetched = await demoAnswer()
    fetched.optionSets = []
    const { content, issues } = mergeContent(fetched, snapshot)
    expect(issues).toContainEqual(expect.objectContaining({ documentId: 'page.demo.radio-question-basic', path: 'optionSet' }))
    expect(content?.optionSets.map((set) => set._id)).toEqual(snapshot.optionSets.map((set) => set._id))
  })

  it('garbage instead of content keeps the whole snapshot', async () => {
    const snapshot = await demoAnswer()
    const { content, issues } = mergeContent('<html>502 Bad Gateway</html>', snapshot)
    expect(content).toEqual(snapshot)
    expect(issues.length).toBeGreaterThan(0)
  })

  it('an invalid funnel document without a snapshot gives no content', async () => {
    const fetched = { ...(await demoAnswer()), funnel: { _id: 'funnel.demo', _type: 'funnel' } }
    const { content, issues } = mergeContent(fetched)
    expect(content).toBeNull()
    expect(issues.map((issue) => issue.path)).toEqual(['key', 'basePath', 'pages', 'processing'])
  })
})

describe('mergeContent: the theme', () => {
  const theme = {
    _id: 'theme.demo',
    _type: 'theme' as const,
    name: 'Demo',
    colors: { primary: '#2f5bea', accent: '#c2410c', background: '#f6f3ee', surface: '#ffffff', text: '#1b1b1f', success: '#1f7a4d', warning: '#8a4b00' },
    font: 'inter' as const,
    radius: 14,
    buttonStyle: 'rounded' as const,
  }

  it('a funnel without a theme (the query answers null) has none, and that is no issue', async () => {
    const { content, issues } = mergeContent({ ...(await demoAnswer()), theme: null })
    expect(issues).toEqual([])
    expect(content).not.toHaveProperty('theme')
  })

  it('a valid fetched theme replaces its twin; an invalid one keeps the twin and is named', async () => {
    const snapshot = { ...(await demoAnswer()), theme }
    const fresher = mergeContent({ ...snapshot, theme: { ...theme, radius: 20 } }, snapshot)
    expect(fresher.content?.theme?.radius).toBe(20)
    const broken = mergeContent({ ...snapshot, theme: { ...theme, colors: { ...theme.colors, primary: 'blue' } } }, snapshot)
    expect(broken.content?.theme).toEqual(theme)
    expect(broken.issues).toEqual([expect.objectContaining({ documentId: 'theme.demo', path: 'colors.primary' })])
  })

  it('an invalid theme without a twin is left out (the app\'s own look), and named', async () => {
    const { content, issues } = mergeContent({ ...(await demoAnswer()), theme: { ...theme, font: 'comic' } })
    expect(content?.pages.length).toBeGreaterThan(0)
    expect(content).not.toHaveProperty('theme')
    expect(issues).toEqual([expect.objectContaining({ documentId: 'theme.demo', path: 'font' })])
  })
})
