import { describe, expect, it } from 'vitest'
import type { ProcessingRule } from '../../../schemas/rule/schema'
import { processPages } from './processPages'
import { testsOfPage, testsReadAt } from './testsRead'

const hideWhen = (test: string, value: string): ProcessingRule => ({
  _key: `${test}-${value}`,
  _type: 'processingRule',
  effect: 'hide',
  conditions: [{ _key: 'c', _type: 'variantCondition', test, operator: 'is', values: [value] }],
})

const source = [
  { key: 'landing' },
  { key: 'intro', rules: [hideWhen('interruptor1Key', 'skip')] },
  { key: 'question', rules: [hideWhen('qMotivationKey', 'skip'), hideWhen('qMotivationKey', 'other')] },
  { key: 'email' },
]

describe('testsReadAt', () => {
  it('names each test once, from the page\'s own rules', () => {
    expect(testsOfPage(source[2]!)).toEqual(['qMotivationKey'])
    const shown = processPages(source, { interruptor1Key: 'show' }, {})
    expect(testsReadAt(source, shown, 1)).toEqual(['interruptor1Key'])
    expect(testsReadAt(source, shown, 0)).toEqual([])
  })

  it('exposes a test that hid a page on the page shown in its place', () => {
    const shown = processPages(source, { interruptor1Key: 'skip', qMotivationKey: 'skip' }, {})
    expect(shown.map((page) => page.key)).toEqual(['landing', 'email'])
    expect(testsReadAt(source, shown, 1)).toEqual(['interruptor1Key', 'qMotivationKey'])
  })

  it('counts only its own rules for a page moved out of content order', () => {
    const shown = [source[0]!, source[3]!, source[2]!]
    expect(testsReadAt(source, shown, 2)).toEqual(['qMotivationKey'])
  })

  it('finds a page renamed by a rule by its document id, so the tests of the pages removed before it still count', () => {
    const renamed: ProcessingRule = { _key: 'rename', _type: 'processingRule', effect: 'override', conditions: [], override: { _type: 'pageOverride', key: 'payWall' } }
    const pages = [
      { _id: 'page.deeps.money', key: 'money' },
      { _id: 'page.deeps.offer-trial', key: 'offer-trial', rules: [hideWhen('paywallTypeKey', 'discount')] },
      { _id: 'page.deeps.offer-60', key: 'offer-60', rules: [renamed] },
    ]
    const shown = processPages(pages, { paywallTypeKey: 'discount' }, {})
    expect(shown.map((page) => page.key)).toEqual(['money', 'payWall'])
    expect(testsReadAt(pages, shown, 1)).toEqual(['paywallTypeKey'])
  })
})
