import { describe, expect, it } from 'vitest'
import { initials } from './initials'

describe('expert initials', () => {
  it('takes the first and last names, without titles', () => {
    expect(initials('Dr Ewa Lisowska')).toBe('EL')
    expect(initials('prof. dr hab. Jan Maria Nowak')).toBe('JN')
    expect(initials('Anna Smith, PhD')).toBe('AS')
    expect(initials('  łucja   żak ')).toBe('ŁŻ')
  })

  it('has one letter for one name and none for no name', () => {
    expect(initials('Madonna')).toBe('M')
    expect(initials('Dr.')).toBe('')
    expect(initials('')).toBe('')
  })
})
