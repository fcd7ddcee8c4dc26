/** Builders for processing rules, so seed content states a rule in one line. */
import type { ProcessingRule } from '../schemas/rule/schema'

export function hideWhenVariant(testKey: string, ...values: string[]): ProcessingRule {
  return {
    _type: 'processingRule',
    _key: `hide_${testKey}_${values.join('_')}`,
    effect: 'hide',
    conditions: [{ _type: 'variantCondition', _key: 'c0', test: testKey, operator: values.length > 1 ? 'oneOf' : 'is', values }],
  }
}

/**
 * One override rule per option of an earlier question: option index i picks alternative
 * `alternatives[i]` (1-based) for the title and, when asked, the paragraph. Spec section 4:
 * currentRole gives the sixth interstitial title 1, 2 or 3 (index 0, 1, other), so
 * `[1, 2, 3, 3]`; challengingArea gives the seventh title and paragraph index + 1.
 */
export function alternativesByAnswer(questionKey: string, alternatives: number[], fields: { paragraph?: boolean } = {}): ProcessingRule[] {
  return alternatives.map((alternative, optionIndex) => ({
    _type: 'processingRule',
    _key: `${questionKey}_${optionIndex}`,
    effect: 'override',
    conditions: [{ _type: 'answerCondition', _key: 'c0', questionKey, optionIndex }],
    override: { _type: 'pageOverride', titleAlternative: alternative, ...(fields.paragraph ? { paragraphAlternative: alternative } : {}) },
  }))
}
