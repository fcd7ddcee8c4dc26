import { describe, expect, it } from 'vitest'
import { placeholderProblems, placeholdersOf } from './placeholders'

const names = (text: string) => [...placeholdersOf(text).names]

describe('placeholdersOf', () => {
  it('reads simple placeholders, an e-mail’s double braces and a plural block’s variable', () => {
    expect(names('Start with {trialDays} days free, then {price}')).toEqual(['{trialDays}', '{price}'])
    expect(names('Hi, your plan for {{funnelName}} is ready')).toEqual(['{{funnelName}}'])
    expect(names('Anuluj co najmniej {cancelHours, plural, one {# godzinę} few {# godziny} many {# godzin} other {# godziny}} wcześniej')).toEqual(['{cancelHours}'])
    expect(names('{count, plural, one {# day with {name}} other {# days with {name}}}')).toEqual(['{count}', '{name}'])
  })

  it('notices a brace left open or closed twice', () => {
    expect(placeholdersOf('{count, plural, one {# day} other {# days}').unbalanced).toBe(true)
    expect(placeholdersOf('Save {savingPercent}}%').unbalanced).toBe(true)
    expect(placeholdersOf('Save {savingPercent}%').unbalanced).toBe(false)
  })
})

describe('placeholderProblems', () => {
  it('passes English and Polish with the same placeholders, a plural block against a plain one included', () => {
    expect(placeholderProblems({ en: 'Cancel {cancelHours} hours before', pl: 'Anuluj {cancelHours, plural, one {# godzinę} few {# godziny} many {# godzin} other {# godziny}} wcześniej' })).toEqual([])
    expect(placeholderProblems({ _type: 'emailLocaleString', en: 'Your {{funnelName}} plan', pl: 'Twój plan {{funnelName}}', de: 'Dein {{funnelName}}-Plan' })).toEqual([])
    // A translation still to be written is the missing-translation warning's business.
    expect(placeholderProblems({ en: 'Only {price}', pl: '' })).toEqual([])
  })

  it('fails a Polish text that lost a placeholder of the English one', () => {
    expect(placeholderProblems({ en: 'One payment of {price}, no subscription.', pl: 'Jednorazowa płatność, bez subskrypcji.' })).toEqual([
      expect.objectContaining({ check: 'placeholders', level: 'error', language: 'pl', message: expect.stringContaining('Polski lacks {price} of the English text') }),
    ])
  })

  it('fails a Polish text with a placeholder the English does not have, or an e-mail placeholder written with single braces', () => {
    const problems = placeholderProblems({ en: 'Save {savingPercent}% with the yearly plan', pl: 'Oszczędzasz {saving}% z planem rocznym' })
    expect(problems.map((problem) => problem.message)).toEqual([expect.stringContaining('lacks {savingPercent}'), expect.stringContaining('{saving} is not in the English text')])
    expect(placeholderProblems({ en: 'Open {{appLink}}', pl: 'Otwórz {appLink}' }).map((problem) => problem.language)).toEqual(['pl', 'pl'])
  })

  it('fails an English text whose plural block is not closed, on the English field', () => {
    expect(placeholderProblems({ en: 'At least {count, plural, one {# character} other {# characters}', pl: 'Co najmniej {count, plural, one {# znak} few {# znaki} many {# znaków} other {# znaku}}' })).toEqual([
      expect.objectContaining({ language: 'en', message: expect.stringContaining('A brace is not closed') }),
    ])
  })
})
