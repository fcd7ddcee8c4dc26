/**
 * Test helpers for the content layer (used by *.test.ts(x) only; nothing in the app imports
 * this). Tests pass seed content in, since only test files may reach seed/.
 */
import type { FunnelContent } from '../../../schemas/content/schema'

/** The English title of the funnel's first page. */
export function firstTitle(content: FunnelContent): string | undefined {
  const first = content.pages[0]
  const title = first && 'title' in first ? first.title : undefined
  return title && 'en' in title && typeof title.en === 'string' ? title.en : undefined
}

/** The same content with another English title on its first page, as a fresh publish would bring. */
export function withFirstTitle(content: FunnelContent, title: string): FunnelContent {
  const copy = structuredClone(content)
  const first = copy.pages[0]
  if (!first || !('title' in first)) throw new Error('The first page of this funnel has no title')
  first.title = { _type: 'localeString', en: title }
  return copy
}
