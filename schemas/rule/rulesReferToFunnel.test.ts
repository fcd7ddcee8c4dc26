import { describe, expect, it } from 'vitest'
import type { ProcessingRule } from './schema'
import { rulesReferToFunnel } from './rulesReferToFunnel'

// The Studio's client is the boundary: this fake answers the funnel-of-page query as a lake would.
const funnel = { tests: [{ key: 'mainTitleKey', values: ['original', 'journeyProgress'] }], pages: [{ key: 'age', options: ['18-24', '25-34'] }, { key: 'offer', options: null }] }
const contextFor = (answer: unknown, asked: unknown[] = []) =>
  ({ document: { _id: 'drafts.page.deeps.offer' }, getClient: () => ({ fetch: async (_query: string, params: unknown) => (asked.push(params), answer) }) }) as never

const rule = (conditions: ProcessingRule['conditions']): ProcessingRule => ({ _type: 'processingRule', _key: 'r', effect: 'hide', conditions })

describe('rules in Studio', () => {
  it('accepts rules that name what the funnel has, asking about the published id of a draft', async () => {
    const asked: unknown[] = []
    const rules = [rule([{ _type: 'variantCondition', _key: 'c', test: 'mainTitleKey', operator: 'is', values: ['journeyProgress'] }, { _type: 'answerCondition', _key: 'a', questionKey: 'age', optionKey: '25-34' }])]
    expect(await rulesReferToFunnel(rules, contextFor(funnel, asked))).toBe(true)
    expect(asked).toEqual([{ id: 'page.deeps.offer' }])
  })

  it('flags an unknown test, variant and option with the field path', async () => {
    const rules = [
      rule([{ _type: 'variantCondition', _key: 'c', test: 'mainTitle', operator: 'is', values: ['x'] }]),
      rule([{ _type: 'variantCondition', _key: 'c', test: 'mainTitleKey', operator: 'is', values: ['journey'] }]),
      rule([{ _type: 'answerCondition', _key: 'a', questionKey: 'age', optionKey: '35-44' }]),
    ]
    expect(await rulesReferToFunnel(rules, contextFor(funnel))).toBe(
      [
        'rules.0.conditions.0.test: Names the A/B test "mainTitle", which this funnel does not run',
        'rules.1.conditions.0.values.0: Names the variant "journey", which A/B test "mainTitleKey" does not have',
        'rules.2.conditions.0.optionKey: Names the option "35-44", which question "age" does not offer',
      ].join('\n'),
    )
  })

  it('has nothing to check for a page that no funnel lists yet', async () => {
    expect(await rulesReferToFunnel([rule([{ _type: 'variantCondition', _key: 'c', test: 'x', operator: 'is', values: ['y'] }])], contextFor(null))).toBe(true)
  })
})
