import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearTester, isTester, markTester } from './tester'

function browserAt(hostname: string) {
  const items = new Map<string, string>()
  const storage = { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => items.set(k, v), removeItem: (k: string) => items.delete(k) }
  vi.stubGlobal('window', { location: { hostname }, localStorage: storage, sessionStorage: storage })
}

afterEach(() => vi.unstubAllGlobals())

describe('tester flag (spec 4, 6)', () => {
  it('is true on localhost', () => {
    browserAt('localhost')
    expect(isTester()).toBe(true)
  })

  it('elsewhere only after the panel marked it, and it can be cleared', () => {
    browserAt('quiz.example.com')
    expect(isTester()).toBe(false)
    markTester()
    expect(isTester()).toBe(true)
    clearTester()
    expect(isTester()).toBe(false)
  })
})
