import { describe, expect, it } from 'vitest'
import { answerLabels } from './answerLabels'

const label = (en: string) => ({ en, pl: `${en} (pl)` })
const questions = [
  { key: 'screen-time', options: [{ key: 'under30', label: label('Under 30 minutes') }, { key: '2to3', label: label('2-3 hours') }] },
  { key: 'devices', options: [{ key: 'tv', label: label('TV') }, { key: 'tablet', label: label('Tablet') }] },
]

describe('answerLabels', () => {
  it('gives the chosen options’ labels in the order chosen, by key whatever the index', () => {
    const labelsOf = answerLabels(questions, { 'screen-time': [{ key: '2to3', index: 0 }], devices: [{ key: 'tablet', index: 1 }, { key: 'tv', index: 0 }] })
    expect(labelsOf('screen-time')).toEqual([label('2-3 hours')])
    expect(labelsOf('devices')).toEqual([label('Tablet'), label('TV')])
  })

  it('gives nothing for an unanswered or unknown question, and leaves out options the question lacks', () => {
    const labelsOf = answerLabels(questions, { devices: [{ key: 'console', index: 4 }] })
    expect(labelsOf('screen-time')).toEqual([])
    expect(labelsOf('no-such-question')).toEqual([])
    expect(labelsOf('devices')).toEqual([])
  })
})
