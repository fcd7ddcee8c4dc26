/**
 * Test helpers for content (used by *.test.ts(x) only; nothing in the app imports this).
 * Tests pass seed content in, since only test files may reach seed/.
 */
import type { FunnelContent } from './schema'

/** The English title of the funnel's first page. */
export function firstTitle(content: FunnelContent): string | undefined {
  const first = content.pages[0]
  const title = first && 'title' in first ? first.title : undefined
  return title && 'en' in title && typeof title.en === 'string' ? title.en : undefined
}

/**
 * The same content with another English title on its first page, as a fresh publish would
 * bring: the page gets a new revision too.
 */
export function withFirstTitle(content: FunnelContent, title: string): FunnelContent {
  const copy = structuredClone(content)
  const first = copy.pages[0]
  if (!first || !('title' in first)) throw new Error('The first page of this funnel has no title')
  first.title = { _type: 'localeString', en: title }
  first._rev = `published-${title}`
  return copy
}

/** Content as a lake answers it: every document with a revision (seed content has none). */
export function withRevisions(content: FunnelContent): FunnelContent {
  const revised = <T extends { _id: string }>(doc: T): T => ({ ...doc, _rev: `rev-${doc._id}` })
  return {
    funnel: revised(content.funnel),
    pages: content.pages.map(revised),
    optionSets: content.optionSets.map(revised),
    abTests: content.abTests.map(revised),
    emailTemplates: content.emailTemplates.map(revised),
    ...(content.theme ? { theme: revised(content.theme) } : {}),
    uiStrings: revised(content.uiStrings),
  }
}
