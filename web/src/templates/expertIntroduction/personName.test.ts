import { describe, expect, it } from 'vitest'
import { NBSP } from '../../../../schemas/content/typeset'
import { personName } from './personName'

describe('personName', () => {
  it('writes the academic title in lower case before a Polish name', () => {
    expect(personName('Dr Ewa Lisowska', 'pl')).toBe(`dr${NBSP}Ewa Lisowska`)
    expect(personName('Prof. Jan Nowak', 'pl')).toBe(`prof.${NBSP}Jan Nowak`)
  })

  it('keeps the English form and names without a title', () => {
    expect(personName('Dr Ewa Lisowska', 'en')).toBe('Dr Ewa Lisowska')
    expect(personName('Drew Smith', 'pl')).toBe('Drew Smith')
  })
})
