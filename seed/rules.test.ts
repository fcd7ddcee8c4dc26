import { describe, expect, it } from 'vitest'
import { processPages } from '../web/src/funnel/processPages'
import { str } from './build'
import { alternativesByAnswer, hideWhenVariant } from './rules'

const alternatives = (count: number) => Array.from({ length: count }, (_, i) => ({ ...str(`alt ${i + 1}`, `alt ${i + 1}`), _key: `a${i}` }))

describe('answer-driven copy (spec section 4)', () => {
  const sixth = { key: 'explanation8', title: str('default', 'domyślny'), titleAlternatives: alternatives(3), rules: alternativesByAnswer('currentRole', [1, 2, 3, 3]) }
  const currentRole = ['notLeaderYet', 'smallTeamLeader', 'largeTeamLeader', 'execOrSeniorLeadershipPos']

  it.each([
    [0, 'alt 1'],
    [1, 'alt 2'],
    [2, 'alt 3'],
    [3, 'alt 3'],
  ])('currentRole answered with index %i gives the sixth interstitial %s', (index, title) => {
    const [page] = processPages([sixth], {}, { currentRole: [{ key: currentRole[index]!, index }] })
    expect(page!.title).toMatchObject({ en: title })
  })

  it('challengingArea picks title and paragraph alternative index + 1 for the seventh interstitial', () => {
    const seventh = {
      key: 'explanation9',
      title: str('default', 'domyślny'),
      paragraphs: alternatives(1),
      titleAlternatives: alternatives(4),
      paragraphAlternatives: alternatives(4),
      rules: alternativesByAnswer('challengingArea', [1, 2, 3, 4], { paragraph: true }),
    }
    const [page] = processPages([seventh], {}, { challengingArea: [{ key: 'innovationDriver', index: 3 }] })
    expect(page!.title).toMatchObject({ en: 'alt 4' })
    expect(page!.paragraphs).toMatchObject([{ en: 'alt 4' }])
  })

  it('without an answer the page keeps its own copy', () => {
    expect(processPages([sixth], {}, {})[0]!.title).toMatchObject({ en: 'default' })
  })
})

describe('hideWhenVariant', () => {
  it('hides for the named variant(s) only', () => {
    const pages = [{ key: 'a', rules: [hideWhenVariant('xKey', 'skip')] }, { key: 'b', rules: [hideWhenVariant('yKey', 'v1', 'v2')] }]
    expect(processPages(pages, { xKey: 'skip', yKey: 'v3' }, {}).map((p) => p.key)).toEqual(['b'])
    expect(processPages(pages, { xKey: 'show', yKey: 'v2' }, {}).map((p) => p.key)).toEqual(['a'])
  })
})
