import { describe, expect, it } from 'vitest'
import { localize } from './localize'

describe('localize', () => {
  it('gives the visitor language, falling back to English when it is missing or empty', () => {
    expect(localize({ en: 'Continue', pl: 'Dalej' }, 'pl')).toBe('Dalej')
    expect(localize({ en: 'Continue' }, 'pl')).toBe('Continue')
    expect(localize({ en: 'Continue', pl: '' }, 'pl')).toBe('Continue')
    expect(localize({ en: [1], pl: [] }, 'pl')).toEqual([1])
    expect(localize(undefined, 'en')).toBeUndefined()
  })
})
