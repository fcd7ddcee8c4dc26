/** A funnel's design (pages, A/B tests, e-mail deliveries) from the content, for the report. */
import type { AbTestDocument } from '../../../schemas/abTest/schema'
import { FUNNEL_CONTENT_QUERY } from '../../../schemas/funnel/queries'
import type { FunnelDocument } from '../../../schemas/funnel/schema'
import type { PageDocument } from '../../../schemas/page/schema'
import type { FunnelDesign } from './funnelSteps'

/** Runs a GROQ query against the content (the Sanity client, the local lake, or the seed). */
export type FetchContent = (query: string, params: Record<string, unknown>) => Promise<unknown>

interface RawFunnelContent {
  funnel?: FunnelDocument | null
  pages?: (PageDocument | null)[]
  abTests?: (AbTestDocument | null)[]
}

/** The funnel's design; an unknown funnel is an error naming it. Missing references are left out. */
export async function funnelDesign(fetchContent: FetchContent, funnel: string): Promise<FunnelDesign> {
  const raw = (await fetchContent(FUNNEL_CONTENT_QUERY, { key: funnel })) as RawFunnelContent | null
  if (!raw?.funnel) throw new Error(`No funnel '${funnel}' in the content`)
  return {
    pages: (raw.pages ?? []).filter((page): page is PageDocument => page !== null),
    abTests: (raw.abTests ?? []).filter((test): test is AbTestDocument => test !== null),
    emailConfig: raw.funnel.emailConfig ?? [],
  }
}
