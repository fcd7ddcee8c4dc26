import { beforeAll, describe, expect, it } from 'vitest'
import { funnelContentSchema, type FunnelContent } from '../../../schemas/content/schema'
import { FUNNEL_CONTENT_QUERY } from '../../../schemas/funnel/queries'
import { seedSource } from '../../../scripts/contentSource'
import { withRevisions } from '../../../schemas/content/contentTestKit'
import { sameRevisions } from './sameRevisions'

/** The demo funnel as a lake answers it: every document with the revision Sanity gave it. */
let published: FunnelContent
beforeAll(async () => {
  published = withRevisions(funnelContentSchema.parse(await seedSource().fetch(FUNNEL_CONTENT_QUERY, { key: 'demo' })))
})
const answer = () => structuredClone(published) as FunnelContent

describe('sameRevisions: a live answer holding the documents already shown', () => {
  it('is recognised by its revisions, whatever the order of the lists', () => {
    const fetched = answer()
    fetched.abTests.reverse()
    expect(fetched.abTests.length).toBeGreaterThan(1)
    expect(sameRevisions(fetched, published)).toBe(true)
  })

  it('counts an option set two pages share once, as the query may list it twice', () => {
    const fetched = answer()
    fetched.optionSets.push(fetched.optionSets[0]!)
    expect(sameRevisions(fetched, published)).toBe(true)
  })

  it('differs when one document has a new revision, even deep in a list', () => {
    const fetched = answer()
    fetched.pages[7]!._rev = 'a-newer-revision'
    expect(sameRevisions(fetched, published)).toBe(false)
    const strings = answer()
    strings.uiStrings._rev = 'a-newer-revision'
    expect(sameRevisions(strings, published)).toBe(false)
  })

  it('differs when the theme has a new revision, is added or is removed', () => {
    expect(published.theme?._rev).toBeDefined()
    const restyled = answer()
    restyled.theme!._rev = 'a-newer-revision'
    expect(sameRevisions(restyled, published)).toBe(false)
    const unthemed = { ...answer(), theme: null }
    expect(sameRevisions(unthemed, published)).toBe(false)
    const { theme: _theme, ...shownWithout } = published
    expect(sameRevisions(unthemed, shownWithout)).toBe(true)
  })

  it('differs when a page is added or removed', () => {
    const fewer = answer()
    fewer.pages.pop()
    expect(sameRevisions(fewer, published)).toBe(false)
    const more = answer()
    more.pages.push({ ...more.pages[0]!, _id: 'page.demo.new', _rev: 'r1' })
    expect(sameRevisions(more, published)).toBe(false)
  })

  it('differs for anything it cannot read as revisions, so validation gets to see it', () => {
    expect(sameRevisions(null, published)).toBe(false)
    expect(sameRevisions('<html>502 Bad Gateway</html>', published)).toBe(false)
    expect(sameRevisions({ ...answer(), pages: 'not a list' }, published)).toBe(false)
    expect(sameRevisions({ ...answer(), uiStrings: null }, published)).toBe(false)
    const withoutRevision = answer() as unknown as { pages: Record<string, unknown>[] }
    delete withoutRevision.pages[3]!._rev
    expect(sameRevisions(withoutRevision, published)).toBe(false)
    // Content without revisions (an older stored copy) never matches, not even itself.
    const unrevised = structuredClone(published) as unknown as { funnel: Record<string, unknown> }
    delete unrevised.funnel._rev
    expect(sameRevisions(unrevised, unrevised as unknown as FunnelContent)).toBe(false)
  })
})
