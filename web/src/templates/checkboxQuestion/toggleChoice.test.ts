import { describe, expect, it } from 'vitest'
import { toggleChoice } from './toggleChoice'

const options = [{ key: 'a' }, { key: 'b' }, { key: 'c' }]

describe('toggleChoice', () => {
  it('adds an option with its 0-based index', () => {
    expect(toggleChoice(options, [], 'b')).toEqual([{ key: 'b', index: 1 }])
  })

  it('keeps the options order whatever the order of the clicks', () => {
    const afterC = toggleChoice(options, [], 'c')
    expect(toggleChoice(options, afterC, 'a')).toEqual([
      { key: 'a', index: 0 },
      { key: 'c', index: 2 },
    ])
  })

  it('removes a chosen option, down to an empty answer', () => {
    expect(toggleChoice(options, [{ key: 'a', index: 0 }, { key: 'c', index: 2 }], 'a')).toEqual([{ key: 'c', index: 2 }])
    expect(toggleChoice(options, [{ key: 'c', index: 2 }], 'c')).toEqual([])
  })

  it('drops stored keys that are no longer options and re-reads indexes from the options', () => {
    expect(toggleChoice(options, [{ key: 'gone', index: 0 }, { key: 'c', index: 9 }], 'a')).toEqual([
      { key: 'a', index: 0 },
      { key: 'c', index: 2 },
    ])
  })
})
