import { describe, expect, it } from 'vitest'
import { processPages } from '../../web/src/funnel/processPages'
import { str, text } from '../build'
import { abTest } from './abTest'
import { optionSet } from './optionSet'
import { alternativesByAnswer, copyByAnswer, hideWhen, overrideWhen, showWhen, variantIs } from './rules'

const alternatives = (count: number) => Array.from({ length: count }, (_, i) => ({ ...str(`alt ${i + 1}`, `alt ${i + 1}`), _key: `a${i}` }))
const role = optionSet('test', 'role', ['notLeaderYet', 'smallTeamLeader', 'largeTeamLeader', 'execOrSeniorLeadershipPos'].map((key) => ({ key, label: str(key, key) })))
const flow = abTest('test', { name: 'flow', variants: ['a', 'b', 'c'], pages: ['x'], description: 'A test of the kit.' })

describe('answer rules match by option key', () => {
  const page = {
    key: 'explanation13',
    title: str('default', 'domyślny'),
    titleAlternatives: alternatives(3),
    rules: alternativesByAnswer('currentRole', role, { notLeaderYet: 1, smallTeamLeader: 2, largeTeamLeader: 3, execOrSeniorLeadershipPos: 3 }),
  }

  it.each([
    ['notLeaderYet', 'alt 1'],
    ['smallTeamLeader', 'alt 2'],
    ['largeTeamLeader', 'alt 3'],
    ['execOrSeniorLeadershipPos', 'alt 3'],
  ])('%s picks %s, whatever its position in the set', (key, title) => {
    // The index is deliberately wrong: only the key counts.
    const [processed] = processPages([page], {}, { currentRole: [{ key, index: 9 }] })
    expect(processed!.title).toMatchObject({ en: title })
  })

  it('without an answer the page keeps its own copy', () => {
    expect(processPages([page], {}, {})[0]!.title).toMatchObject({ en: 'default' })
  })

  it('copyByAnswer replaces title and paragraphs with the chosen option copy', () => {
    const feedback = {
      key: 'feedback',
      title: str('default', 'domyślny'),
      paragraphs: [{ ...text('default', 'domyślny'), _key: 'p0' }],
      rules: copyByAnswer('currentRole', role, { smallTeamLeader: { title: str('Small team', 'Mały zespół'), paragraphs: [{ ...text('Every habit counts.', 'Liczy się każdy nawyk.'), _key: 'p0' }] } }),
    }
    const [chosen] = processPages([feedback], {}, { currentRole: [{ key: 'smallTeamLeader', index: 1 }] })
    expect(chosen).toMatchObject({ title: { en: 'Small team' }, paragraphs: [{ en: 'Every habit counts.' }] })
    expect(processPages([feedback], {}, { currentRole: [{ key: 'notLeaderYet', index: 0 }] })[0]).toMatchObject({ title: { en: 'default' } })
  })

  it('refuses an option key the set does not have', () => {
    expect(() => alternativesByAnswer('currentRole', role, { teamLead: 1 })).toThrow('has no option "teamLead"')
  })
})

describe('variant rules', () => {
  it('name variants plainly with is and oneOf, and refuse unknown variants', () => {
    expect(variantIs(flow, 'a')).toMatchObject({ test: 'flowKey', operator: 'is', values: ['a'] })
    expect(variantIs(flow, 'a', 'b')).toMatchObject({ operator: 'oneOf', values: ['a', 'b'] })
    expect(() => hideWhen(flow, 'd')).toThrow('A/B test flow has no variant "d"')
  })

  it('hide, show and override for the named variants only', () => {
    const pages = [
      { key: 'hiddenForB', rules: [hideWhen(flow, 'b')] },
      { key: 'shownForBC', hidden: true, rules: [showWhen(flow, 'b', 'c')] },
      { key: 'retitled', title: str('default', 'domyślny'), rules: [overrideWhen(flow, 'c', { title: str('for c', 'dla c') })] },
    ]
    const keys = (value: string) => processPages(pages, { flowKey: value }, {}).map((page) => page.key)
    expect(keys('a')).toEqual(['hiddenForB', 'retitled'])
    expect(keys('b')).toEqual(['shownForBC', 'retitled'])
    expect(processPages(pages, { flowKey: 'c' }, {}).at(-1)!.title).toMatchObject({ en: 'for c' })
  })
})
