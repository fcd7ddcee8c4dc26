import { describe, expect, it } from 'vitest'
import { normalizeAnswers } from './answers'

describe('normalised answers (section 3)', () => {
  it('maps each question key to index + 1, index 0 counting as the first', () => {
    expect(
      normalizeAnswers({
        qClarity: [{ key: 'one', index: 0 }],
        qSelfDoubt: [{ key: 'five', index: 4 }],
        improve: [{ key: 'teamMotivation', index: 1 }, { key: 'timeManagement', index: 3 }],
        skipped: [],
      }),
    ).toEqual({ qClarity: 1, qSelfDoubt: 5, improve: 2 })
  })
})
