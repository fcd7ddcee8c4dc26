import { describe, expect, it } from 'vitest'
import { pageFields } from '../page/fields'
import { practicalLimit } from './practicalLimit'

describe('the practical length of a text', () => {
  it('is the page field\'s limit, also in a rule\'s override', () => {
    expect(pageFields.title.sanity.maxLength).toBeGreaterThan(0)
    expect(practicalLimit('page', ['title'])).toBe(pageFields.title.sanity.maxLength)
    expect(practicalLimit('page', ['buttonText'])).toBe(pageFields.buttonText.sanity.maxLength)
    expect(practicalLimit('page', ['rules', { _key: 'r' }, 'override', 'title'])).toBe(pageFields.title.sanity.maxLength)
  })

  it('is none for texts without one, elsewhere in a page, or outside pages', () => {
    expect(practicalLimit('page', ['footer'])).toBeUndefined()
    expect(practicalLimit('page', ['items', { _key: 'i' }, 'title'])).toBeUndefined()
    expect(practicalLimit('optionSet', ['title'])).toBeUndefined()
  })
})
