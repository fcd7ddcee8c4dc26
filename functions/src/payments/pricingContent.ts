/**
 * What the server reads of a funnel to decide prices: its paywall pages (with their processing
 * rules) and its A/B tests, from the content lake with the completion reader's client settings
 * (completion/contentReader.ts), published documents only, cached per funnel for a minute.
 */
import { HttpsError } from 'firebase-functions/v2/https'
import * as z from 'zod/mini'
import { processingRuleSchema } from '../../../schemas/rule/schema'
import { contentClient } from '../completion/contentReader'
import { abTestDefaultsSchema, absentIfNull, type AbTestDefaults } from '../completion/contentFields'
import { cachedFunnelContent, type CacheOptions, type FetchContent } from '../completion/funnelContentCache'

export const PRICING_QUERY = `*[_type == "funnel" && key == $key && !(_id in path("drafts.**"))][0]{
  key,
  "pages": coalesce(pages[]->{ componentType, componentType == "paywall" => { key, hidden, rules, pricingSet, paywallType, discountPercent, productFormat, paywall } }, []),
  "abTests": coalesce(abTests[]->{ key, defaultVariant, variants }, [])
}`

const paywallPageSchema = z.object({
  componentType: z.literal('paywall'),
  key: z.string(),
  hidden: absentIfNull(z.boolean()),
  rules: absentIfNull(z.array(processingRuleSchema)),
  pricingSet: absentIfNull(z.string()),
  paywallType: absentIfNull(z.string()),
  discountPercent: absentIfNull(z.number()),
  productFormat: absentIfNull(z.string()),
  paywall: absentIfNull(z.object({ plans: z.array(z.object({ id: z.string() })) })),
})
export type PaywallPage = z.output<typeof paywallPageSchema>

export type PricingTest = AbTestDefaults

const pricingContentSchema = z.object({
  key: z.string(),
  pages: z.array(z.unknown()),
  abTests: z.array(abTestDefaultsSchema),
})

export interface PricingContent {
  key: string
  /** The funnel's paywall pages in content order. */
  paywalls: PaywallPage[]
  tests: PricingTest[]
}

export function parsePricingContent(raw: unknown): PricingContent | { problem: string } {
  const parsed = pricingContentSchema.safeParse(raw)
  if (!parsed.success) return { problem: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ') }
  const paywalls: PaywallPage[] = []
  for (const page of parsed.data.pages) {
    if (typeof page !== 'object' || page === null || !('componentType' in page) || page.componentType !== 'paywall') continue
    const paywall = paywallPageSchema.safeParse(page)
    if (!paywall.success) return { problem: `paywall page: ${paywall.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}` }
    paywalls.push(paywall.data)
  }
  return { key: parsed.data.key, paywalls, tests: parsed.data.abTests }
}

export interface PricingContentReader {
  /** 'not-found' for an unknown funnel, 'unavailable' when the lake cannot be read, 'failed-precondition' for invalid content. */
  funnel(key: string): Promise<PricingContent>
}

export function createPricingContentReader(fetchContent: FetchContent, options: CacheOptions = {}): PricingContentReader {
  const funnel = cachedFunnelContent(
    fetchContent,
    {
      query: PRICING_QUERY,
      unavailable: 'The prices of this funnel cannot be decided right now; try again shortly',
      parse(raw, key) {
        const parsed = parsePricingContent(raw)
        if ('problem' in parsed) throw new HttpsError('failed-precondition', `The paywall content of funnel "${key}" is invalid: ${parsed.problem}`)
        return parsed
      },
    },
    options,
  )
  return { funnel }
}

let shared: PricingContentReader | undefined

/** The reader the deployed functions use (one client and one cache per instance). */
export function sharedPricingContentReader(): PricingContentReader {
  if (!shared) {
    const client = contentClient()
    shared = createPricingContentReader((query, params) => client.fetch(query, params))
  }
  return shared
}
