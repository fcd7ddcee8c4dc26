import { describe, expect, it } from 'vitest'
import { pageRuleIssues, ruleContextOf } from './ruleReferences'

const context = ruleContextOf({
  tests: [{ key: 'mainTitleKey', values: ['original', 'journeyProgress'] }, null, { key: null, values: ['x'] }],
  pages: [{ key: 'age', options: ['18-24', '25-34'] }, { key: 'offer', options: null }],
})
const variant = (test: string, values: string[]) => ({ _type: 'variantCondition', _key: 'c', test, operator: 'is', values })
const answer = (questionKey: string, optionKey: string) => ({ _type: 'answerCondition', _key: 'a', questionKey, optionKey })
const paths = (page: unknown) => pageRuleIssues(page, context).map((issue) => `${issue.path}: ${issue.message}`)

describe('rules of a page being edited, against its funnel', () => {
  it('accepts rules that name what the funnel has', () => {
    expect(paths({ rules: [{ effect: 'hide', conditions: [variant('mainTitleKey', ['journeyProgress']), answer('age', '25-34')] }, { effect: 'moveBefore', beforeKey: 'offer' }] })).toEqual([])
  })

  it('names the test, variant, question, option and page that the funnel lacks, at their own paths', () => {
    const page = {
      rules: [
        { effect: 'hide', conditions: [variant('mainTitleKey', ['original']), variant('mainTitle', ['x'])] },
        { effect: 'show', conditions: [variant('mainTitleKey', ['original', 'journey'])] },
        { effect: 'hide', conditions: [answer('age', '35-44'), answer('income', 'high')] },
        { effect: 'moveBefore', beforeKey: 'checkout' },
      ],
      resultScoring: { points: [{ questionKey: 'age', optionKey: '18-24' }, { questionKey: 'mood' }] },
      answerProfile: [{ questionKey: 'age' }, { questionKey: 'goal' }],
    }
    expect(paths(page)).toEqual([
      'rules.0.conditions.1.test: Names the A/B test "mainTitle", which this funnel does not run',
      'rules.1.conditions.0.values.1: Names the variant "journey", which A/B test "mainTitleKey" does not have',
      'rules.2.conditions.0.optionKey: Names the option "35-44", which question "age" does not offer',
      'rules.2.conditions.1.questionKey: Names the question "income", which is no page of this funnel',
      'rules.3.beforeKey: Names the page "checkout", which is no page of this funnel',
      'resultScoring.points.1.questionKey: Names the question "mood", which is no page of this funnel',
      'answerProfile.1.questionKey: Names the question "goal", which is no page of this funnel',
    ])
  })

  it('leaves half-written entries to their required fields instead of failing the whole check', () => {
    const page = { rules: [{ effect: 'hide', conditions: [{ _type: 'variantCondition', _key: 'n', test: 'mainTitle' }, variant('nope', ['x'])] }, null, { effect: 'moveBefore' }], resultScoring: { points: [{}] } }
    expect(paths(page)).toEqual(['rules.0.conditions.1.test: Names the A/B test "nope", which this funnel does not run'])
  })
})
