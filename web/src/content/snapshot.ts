/**
 * The build-time snapshot (written by `npm run snapshot`): a small eager index of funnels for
 * the router, and one lazily loaded JSON chunk per funnel, parsed with zod before use.
 */
import { funnelContentSchema, funnelIndexSchema, type FunnelContent, type FunnelSummary } from '../../../schemas/content/schema'
import { reportError } from '../platform/errors'

const indexModules = import.meta.glob<unknown>('./snapshot/index.json', { eager: true, import: 'default' })
const funnelLoaders = import.meta.glob<unknown>(['./snapshot/*.json', '!./snapshot/index.json'], { import: 'default' })

function readIndex(): FunnelSummary[] {
  const parsed = funnelIndexSchema.safeParse(Object.values(indexModules)[0] ?? [])
  if (parsed.success) return parsed.data
  reportError({ source: 'content', message: 'The snapshot index is invalid; run npm run snapshot', details: { issues: parsed.error.issues } })
  return []
}

/** Funnels in content order. */
export const funnelIndex: readonly FunnelSummary[] = readIndex()

export async function loadSnapshot(key: string): Promise<FunnelContent | undefined> {
  const load = funnelLoaders[`./snapshot/${key}.json`]
  if (!load) return undefined
  const parsed = funnelContentSchema.safeParse(await load())
  if (parsed.success) return parsed.data
  reportError({ source: 'content', message: `The snapshot of funnel "${key}" is invalid`, details: { issues: parsed.error.issues } })
  return undefined
}
