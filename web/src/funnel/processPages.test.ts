import { describe, expect, it } from 'vitest'
import type { ProcessingRule } from '../../../schemas/rule/schema'
import { answersInFunnel, processPages } from './processPages'

type Page = Parameters<typeof processPages>[0][number] & { paywallType?: string; images?: { src: string }[] }

const str = (en: string) => ({ _type: 'localeString' as const, en })
const variant = (test: string, operator: 'is' | 'isNot' | 'oneOf', ...values: string[]) => ({ _type: 'variantCondition' as const, _key: test, test, operator, values })
const answer = (questionKey: string, optionKey: string) => ({ _type: 'answerCondition' as const, _key: `${questionKey}_${optionKey}`, questionKey, optionKey })
const rule = (effect: ProcessingRule['effect'], conditions: ProcessingRule['conditions'], extra: Partial<ProcessingRule> = {}): ProcessingRule => ({
  _type: 'processingRule',
  _key: `${effect}${conditions?.length ?? 0}`,
  effect,
  conditions,
  ...extra,
})
const keys = (pages: Page[]) => pages.map((page) => page.key)

describe('processPages', () => {
  it('keeps pages without rules, in order', () => {
    expect(keys(processPages([{ key: 'a' }, { key: 'b' }], {}, {}))).toEqual(['a', 'b'])
  })

  it('hides a page for a variant and keeps it for the others', () => {
    const pages: Page[] = [{ key: 'explanation1', rules: [rule('hide', [variant('interruptor1Key', 'is', 'skip')])] }, { key: 'age' }]
    expect(keys(processPages(pages, { interruptor1Key: 'skip' }, {}))).toEqual(['age'])
    expect(keys(processPages(pages, { interruptor1Key: 'show' }, {}))).toEqual(['explanation1', 'age'])
    expect(keys(processPages(pages, {}, {}))).toEqual(['explanation1', 'age'])
  })

  it('shows a page hidden by default only when its rule holds', () => {
    const pages: Page[] = [{ key: 'chart', hidden: true, rules: [rule('show', [variant('paywallLayoutKey', 'is', 'classic')])] }]
    expect(keys(processPages(pages, { paywallLayoutKey: 'classic' }, {}))).toEqual(['chart'])
    expect(keys(processPages(pages, { paywallLayoutKey: 'hypno' }, {}))).toEqual([])
  })

  it('isNot and oneOf', () => {
    const pages: Page[] = [
      { key: 'a', rules: [rule('hide', [variant('t', 'isNot', 'x')])] },
      { key: 'b', rules: [rule('hide', [variant('t', 'oneOf', 'x', 'y')])] },
    ]
    expect(keys(processPages(pages, { t: 'x' }, {}))).toEqual(['a'])
    expect(keys(processPages(pages, { t: 'z' }, {}))).toEqual(['b'])
    expect(keys(processPages(pages, {}, {}))).toEqual(['b'])
  })

  it('all needs every condition, any needs one', () => {
    const conditions = [variant('a', 'is', '1'), variant('b', 'is', '1')]
    const pages: Page[] = [
      { key: 'all', rules: [rule('hide', conditions)] },
      { key: 'any', rules: [rule('hide', conditions, { match: 'any' })] },
    ]
    expect(keys(processPages(pages, { a: '1', b: '0' }, {}))).toEqual(['all'])
    expect(keys(processPages(pages, { a: '1', b: '1' }, {}))).toEqual([])
  })

  it('overrides fields for a variant, later rules winning', () => {
    const pages: Page[] = [
      {
        key: 'offer',
        paywallType: 'trial',
        rules: [
          rule('override', [], { override: { _type: 'pageOverride', paywallType: 'freeTrial' } }),
          rule('override', [variant('payWallTypeKey', 'is', 'discount')], { override: { _type: 'pageOverride', paywallType: 'discount', key: 'payWall' } }),
        ],
      },
    ]
    expect(processPages(pages, {}, {})[0]).toMatchObject({ key: 'offer', paywallType: 'freeTrial' })
    expect(processPages(pages, { payWallTypeKey: 'discount' }, {})[0]).toMatchObject({ key: 'payWall', paywallType: 'discount' })
  })

  it('an unassigned test counts as its default variant, an assigned one as assigned', () => {
    const tests = [{ key: 'discountKey', defaultVariant: '60' }]
    const pages: Page[] = [
      { key: 'offer-60', hidden: true, rules: [rule('show', [variant('discountKey', 'is', '60')])] },
      { key: 'offer-70', hidden: true, rules: [rule('show', [variant('discountKey', 'is', '70')])] },
    ]
    expect(keys(processPages(pages, {}, {}, tests))).toEqual(['offer-60'])
    expect(keys(processPages(pages, { discountKey: '70' }, {}, tests))).toEqual(['offer-70'])
    // Without the test definitions nothing is assumed: neither page shows.
    expect(keys(processPages(pages, {}, {}))).toEqual([])
  })

  it('answer-driven copy: an override rule per option key replaces title, paragraphs and images', () => {
    const copy = (key: string) => rule('override', [answer('stress', key)], { override: { _type: 'pageOverride', title: str(`t-${key}`), paragraphs: [{ ...str(`p-${key}`), _key: key }], images: [{ src: `${key}.png` }] } as never })
    const page: Page = { key: 'explanation', title: str('default'), paragraphs: [str('p')], rules: [copy('mind'), copy('body')] }
    expect(processPages([page], {}, { stress: [{ key: 'body', index: 1 }] })[0]).toMatchObject({ title: str('t-body'), paragraphs: [str('p-body')], images: [{ src: 'body.png' }] })
    // Reordering the option set changes the index, never which copy shows.
    expect(processPages([page], {}, { stress: [{ key: 'body', index: 0 }] })[0]).toMatchObject({ title: str('t-body') })
    expect(processPages([page], {}, { stress: [{ key: 'other', index: 1 }] })[0]).toMatchObject({ title: str('default'), paragraphs: [str('p')] })
  })

  it('picks 1-based title and paragraph alternatives from an earlier answer', () => {
    const page: Page = {
      key: 'explanation7',
      title: str('default'),
      titleAlternatives: [str('t1'), str('t2')],
      paragraphs: [str('p')],
      paragraphAlternatives: [str('p1'), str('p2')],
      rules: [
        rule('override', [answer('challengingArea', 'conflictManager')], { override: { _type: 'pageOverride', titleAlternative: 2, paragraphAlternative: 2 } }),
        rule('override', [answer('challengingArea', 'motivator')], { override: { _type: 'pageOverride', titleAlternative: 1 } }),
      ],
    }
    expect(processPages([page], {}, { challengingArea: [{ key: 'conflictManager', index: 1 }] })[0]).toMatchObject({ title: str('t2'), paragraphs: [str('p2')] })
    expect(processPages([page], {}, { challengingArea: [{ key: 'motivator', index: 0 }] })[0]).toMatchObject({ title: str('t1'), paragraphs: [str('p')] })
    expect(processPages([page], {}, {})[0]).toMatchObject({ title: str('default') })
  })

  it('an alternative that does not exist leaves the text unchanged', () => {
    const page: Page = { key: 'x', title: str('default'), rules: [rule('override', [], { override: { _type: 'pageOverride', titleAlternative: 3 } })] }
    expect(processPages([page], {}, {})[0]!.title).toEqual(str('default'))
  })

  it('moves a page before another when both remain (e-mail before calculation)', () => {
    const move = rule('moveBefore', [], { beforeKey: 'calculation' })
    const pages: Page[] = [{ key: 'a' }, { key: 'calculation' }, { key: 'result' }, { key: 'email', rules: [move] }]
    expect(keys(processPages(pages, {}, {}))).toEqual(['a', 'email', 'calculation', 'result'])
    const withoutCalculation: Page[] = [{ key: 'a' }, { key: 'email', rules: [move] }, { key: 'result' }]
    expect(keys(processPages(withoutCalculation, {}, {}))).toEqual(['a', 'email', 'result'])
  })

  it('answers to pages the visitor does not get do not count (result scoring reads these)', () => {
    const answers = { kept: [{ key: 'a', index: 0 }], removed: [{ key: 'b', index: 1 }] }
    expect(answersInFunnel([{ key: 'kept' }, { key: 'other' }], answers)).toEqual({ kept: answers.kept })
  })

  it('does not change its input', () => {
    const page: Page = { key: 'x', title: str('a'), rules: [rule('override', [], { override: { _type: 'pageOverride', title: str('b') } })] }
    processPages([page], {}, {})
    expect(page.title).toEqual(str('a'))
  })
})
