// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { clearAllAnswers, rawStoredAnswers, readAnswers, readEmail, readHistoryMax, saveAnswers, saveEmail, saveHistoryMax } from './session'

afterEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

describe('quiz state in storage', () => {
  it('answers round-trip per onboarding and are cleared together', () => {
    const answers = { goal: [{ key: 'focus', index: 1 }], topics: [{ key: 'a', index: 0 }, { key: 'c', index: 2 }] }
    saveAnswers('deeps', answers)
    expect(readAnswers('deeps')).toEqual(answers)
    expect(readAnswers('leadership')).toEqual({})
    expect(rawStoredAnswers()).toEqual([{ key: 'funnels:answers:deeps', value: JSON.stringify(answers) }])
    clearAllAnswers()
    expect(readAnswers('deeps')).toEqual({})
  })

  it.each([
    ['not JSON', '{not json'],
    ['an array', '[]'],
    ['a list that is not one', '{"goal":{"key":"focus","index":1}}'],
    ['an item without its index', '{"goal":[{"key":"focus"}]}'],
    ['a negative index', '{"goal":[{"key":"focus","index":-1}]}'],
    ['a fractional index', '{"goal":[{"key":"focus","index":1.5}]}'],
    ['a key that is not text', '{"goal":[{"key":3,"index":1}]}'],
  ])('stored answers that are %s are ignored', (_, raw) => {
    localStorage.setItem('funnels:answers:deeps', raw)
    expect(readAnswers('deeps')).toEqual({})
  })

  it('the e-mail is read back only as text', () => {
    expect(readEmail()).toBeUndefined()
    saveEmail('a@example.com')
    expect(readEmail()).toBe('a@example.com')
    localStorage.setItem('funnels:email', '42')
    expect(readEmail()).toBeUndefined()
  })

  it('the furthest history position is an integer, else 0', () => {
    expect(readHistoryMax()).toBe(0)
    saveHistoryMax(3)
    expect(readHistoryMax()).toBe(3)
    for (const raw of ['"3"', '2.5', 'null', '{']) {
      sessionStorage.setItem('funnels:historyMax', raw)
      expect(readHistoryMax()).toBe(0)
    }
  })
})
