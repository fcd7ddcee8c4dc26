import { describe, expect, it } from 'vitest'
import { emailPromiseProblems, emailPromiseSentences, sentencesOf, type EmailPromiseVocabulary } from './emailPromises'

/** A small table in the seed's terms (seed/promises holds the real one). */
const vocabulary: EmailPromiseVocabulary = {
  promiseOfEmail: /we will send|in your inbox|wyślemy|do Twojej skrzynki/i,
  notAPromise: /log in|zalogujesz/i,
  promises: [
    { id: 'results and plan', says: /send your (result|plan)|Wyślemy Ci plan/i, templates: ['results'] },
    { id: 'daily reminders in the app', says: /reminders in the app|przypomnienia w aplikacji/i, templates: [] },
  ],
}
const templateKeys = new Set(['results'])

describe('emailPromiseSentences', () => {
  it('splits copy into sentences and keeps those that promise an e-mail', () => {
    expect(sentencesOf('One. Two!\nThree?')).toEqual(['One.', 'Two!', 'Three?'])
    expect(emailPromiseSentences('Enter your e-mail. We will send your plan there. You log in with it in your inbox.', vocabulary)).toEqual(['We will send your plan there.'])
  })
})

describe('emailPromiseProblems', () => {
  it('passes promises a job keeps with templates the funnel has, in English and Polish', () => {
    expect(emailPromiseProblems({ en: 'We will send your plan there.', pl: 'Wyślemy Ci plan na ten adres.' }, { vocabulary, templateKeys })).toEqual([])
  })

  it('fails a promise no job keeps, on its language', () => {
    expect(emailPromiseProblems({ en: 'Your plan is ready.', pl: 'Wyślemy Ci kartkę z życzeniami.' }, { vocabulary, templateKeys })).toEqual([
      { check: 'emailPromise', level: 'error', language: 'pl', message: expect.stringContaining('Promises an e-mail that no job sends: „Wyślemy Ci kartkę z życzeniami.”') },
    ])
  })

  it('fails a kept promise in a funnel without the template its job sends', () => {
    expect(emailPromiseProblems({ en: 'We will send your result there.' }, { vocabulary, templateKeys: new Set() })).toEqual([
      expect.objectContaining({ language: 'en', message: expect.stringContaining('this funnel has no results e-mail template') }),
    ])
  })
})
