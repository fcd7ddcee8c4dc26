/**
 * The budgets the bench judges, read from `budgets.json` beside this file: the numbers live in
 * one place that BENCHMARKS.md cites, not in the code that measures them.
 */
import { readFileSync } from 'node:fs'
import * as z from 'zod/mini'

const budgetSchema = z.object({
  budget: z.string(),
  limit: z.number(),
  /** 'max': at or under the limit; 'min': at or over it; 'below': strictly under it. */
  kind: z.enum(['max', 'min', 'below']),
  notMeasuredYet: z.optional(z.boolean()),
})

export type Budget = z.infer<typeof budgetSchema>

const BUDGET_KEYS = [
  'landingPerformance',
  'landingCls',
  'landingTbtMs',
  'landingAccessibility',
  'landingLcpRatio',
  'headingPaintRatio',
  'landingJsGzipKb',
  'nextPageP95Ms',
  'snapshotValidationP95Ms',
  'growthRatio',
  'deepLinkPerformance',
  'deepLinkCls',
  'deepLinkLcpRatio',
  'afterPaintRequests',
  'afterPaintJsBrotliKb',
  'inpP95Ms',
  'experimentReportMs',
  'publishedLandingTbtMs',
] as const

export type BudgetKey = (typeof BUDGET_KEYS)[number]

const budgetsSchema = z.object(Object.fromEntries(BUDGET_KEYS.map((key) => [key, budgetSchema])) as Record<BudgetKey, typeof budgetSchema>)

/** Where the budgets live, as the report cites it. */
export const BUDGETS_FILE = 'scripts/bench/budgets.json'

/** Parses the budgets file's text; a missing or malformed budget throws with its path. */
export function parseBudgets(text: string): Record<BudgetKey, Budget> {
  const result = budgetsSchema.safeParse(JSON.parse(text))
  if (!result.success) throw new Error(`${BUDGETS_FILE} is invalid: ${z.prettifyError(result.error)}`)
  return result.data
}

export const readBudgets = (): Record<BudgetKey, Budget> => parseBudgets(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'))
