/**
 * The build-time snapshot (written by `npm run snapshot`): a small eager index (the funnel list
 * and site settings) for the router, and one JSON file per funnel, fetched when the funnel
 * opens. The funnel files are emitted as assets (`?url`), not JavaScript chunks: JSON.parse is
 * cheaper than evaluating a module, and content does not count against the JavaScript budget.
 * The snapshot build validated every document with zod and refuses invalid content, so the
 * funnel file is trusted here: the page schemas (one per template) stay off the landing route
 * and load only when live content or stored content needs checking.
 */
import type { FunnelContent } from '../../../schemas/content/schema'
import type { LocaleText } from '../../../schemas/localized/schema'
import type { Site } from '../../../schemas/content/site'
import { reportError } from '../platform/events/errors'

const indexModules = import.meta.glob<unknown>('./snapshot/index.json', { eager: true, import: 'default' })
const funnelUrls = import.meta.glob<string>(['./snapshot/*.json', '!./snapshot/index.json'], { query: '?url', import: 'default', eager: true })

/**
 * The index as the snapshot build wrote it; that build validated it with siteSchema and refuses
 * invalid content, so only its shape is checked here and zod stays out of the entry script.
 */
function readSite(): Site | undefined {
  const index = Object.values(indexModules)[0]
  if (isSiteIndex(index)) return index
  reportError({ source: 'content', message: 'The snapshot index is missing or invalid; run npm run snapshot', details: {} })
  return undefined
}

function isSiteIndex(value: unknown): value is Site {
  if (typeof value !== 'object' || value === null || !('funnels' in value) || !('settings' in value)) return false
  return Array.isArray(value.funnels) && value.funnels.every((funnel: unknown) => typeof funnel === 'object' && funnel !== null && 'key' in funnel && 'basePath' in funnel)
}

const site = readSite()

/** Funnels in content order. */
export const funnelIndex: Site['funnels'] = site?.funnels ?? []
/** Legal pages and where going back from them leads; undefined only if the snapshot is broken. */
export const siteSettings: Site['settings'] | undefined = site?.settings

const descriptionsUrl = Object.values(import.meta.glob<string>('./snapshot/site/descriptions.json', { query: '?url&no-inline', import: 'default', eager: true }))[0]
let descriptions: Promise<Record<string, LocaleText>> | undefined

/**
 * The funnels' descriptions by key, for the onboardings list only (kept out of the entry
 * script). Written by the snapshot build from validated content; fetched once.
 */
export function loadFunnelDescriptions(): Promise<Record<string, LocaleText>> {
  descriptions ??= descriptionsUrl
    ? fetch(descriptionsUrl).then((response) => (response.ok ? (response.json() as Promise<Record<string, LocaleText>>) : {}))
    : Promise.resolve({})
  return descriptions
}

/** The URL of a funnel's snapshot file (the build preloads it with the landing). */
export const snapshotUrl = (key: string): string | undefined => funnelUrls[`./snapshot/${key}.json`]

export async function loadSnapshot(key: string): Promise<FunnelContent | undefined> {
  const url = snapshotUrl(key)
  if (!url) return undefined
  const response = await fetch(url)
  const content: unknown = response.ok ? await response.json() : null
  if (isSnapshotOf(content, key)) return content
  reportError({ source: 'content', message: `The snapshot of funnel "${key}" is missing or not this funnel's; run npm run snapshot`, details: { status: response.status } })
  return undefined
}

/** The file the build wrote for this funnel (its documents were validated when it was written). */
function isSnapshotOf(content: unknown, key: string): content is FunnelContent {
  if (typeof content !== 'object' || content === null || !('funnel' in content) || !('pages' in content)) return false
  const { funnel, pages } = content
  return typeof funnel === 'object' && funnel !== null && 'key' in funnel && funnel.key === key && Array.isArray(pages)
}
