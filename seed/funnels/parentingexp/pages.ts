/**
 * The parentingexp pages: the parenting assessment's pages under this funnel's ids
 * (`page.parentingexp.<key>`), with the parenting funnel's A/B rules left out (its tests do
 * not run here; the pages show their default copy) and answer-driven rules kept. The severity
 * question comes without its extras: no supportive info box per answer.
 */
import type { PageDocument } from '../../../schemas/page/schema'
import { pageId } from '../../kit/ids'
import { parentingPagesByKey } from '../parenting/index'
import { PARENTINGEXP } from './tests'

/** A parenting page as this funnel's page: own id, variant rules dropped, answer rules kept. */
export function fromParenting(key: string): PageDocument {
  const page = parentingPagesByKey.get(key)
  if (!page) throw new Error(`Parenting has no page "${key}"`)
  const rules = (page.rules ?? []).filter((rule) => !(rule.conditions ?? []).some((condition) => condition._type === 'variantCondition'))
  const { rules: _dropped, ...rest } = page
  const copy = { ...rest, _id: pageId(PARENTINGEXP, key), ...(rules.length > 0 ? { rules } : {}) } as PageDocument
  if (key === 'severity' && 'optionInfo' in copy) delete (copy as { optionInfo?: unknown }).optionInfo
  return copy
}
