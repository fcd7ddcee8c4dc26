import { describe, expect, it } from 'vitest'
import { uiStrings } from '../../../seed/uiStrings'
import { formatMessage } from './message'

describe('formatMessage', () => {
  it('fills named placeholders and leaves unknown ones visible', () => {
    expect(formatMessage(uiStrings.methodStep.en, { number: 3 }, 'en')).toBe(uiStrings.methodStep.en.replace('{number}', '3'))
    expect(formatMessage(uiStrings.storeRating.en, { store: 'App Store' }, 'en')).toContain('{rating}')
  })

  it('picks the plural form the language needs and writes # in its number style', () => {
    const episodes = (count: number, language: 'en' | 'pl') => formatMessage(language === 'en' ? uiStrings.planEpisodes.en : uiStrings.planEpisodes.pl!, { count }, language)
    expect([1, 2, 20].map((count) => episodes(count, 'en'))).toEqual(['1 episode', '2 episodes', '20 episodes'])
    expect([1, 3, 5, 22].map((count) => episodes(count, 'pl'))).toEqual(['1 odcinek', '3 odcinki', '5 odcinków', '22 odcinki'])
    expect(formatMessage(uiStrings.tweetLikes.en, { count: 1200 }, 'en')).toBe('1,200 likes')
  })

  it('keeps a plural block whose number is missing, and falls back to the other form', () => {
    expect(formatMessage('{count, plural, other {# x}}', {}, 'en')).toBe('{count, plural, other {# x}}')
    expect(formatMessage('{count, plural, other {# x}}', { count: 1 }, 'pl')).toBe('1 x')
  })
})
