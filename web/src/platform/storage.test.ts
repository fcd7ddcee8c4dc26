import * as z from 'zod/mini'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createStore } from './storage'

/** A Storage that behaves like the browser's, with a quota to overflow. */
class MemoryStorage {
  items = new Map<string, string>()
  constructor(private readonly quota = Infinity) {}
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  setItem(key: string, value: string) {
    if (value.length > this.quota) throw new DOMException('QuotaExceededError')
    this.items.set(key, value)
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  get length() {
    return this.items.size
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
}

afterEach(() => vi.unstubAllGlobals())

describe('platform storage', () => {
  it('round-trips a value through its namespace', () => {
    const local = new MemoryStorage()
    vi.stubGlobal('window', { localStorage: local, sessionStorage: new MemoryStorage() })
    const store = createStore('local', 'funnels')
    store.write('language', 'pl')
    expect(local.items.get('funnels:language')).toBe('"pl"')
    expect(store.read('language', z.enum(['en', 'pl']))).toBe('pl')
  })

  it('a corrupted or invalid stored value reads as nothing', () => {
    const local = new MemoryStorage()
    vi.stubGlobal('window', { localStorage: local })
    local.items.set('funnels:language', '{not json')
    expect(createStore('local', 'funnels').read('language', z.string())).toBeUndefined()
    local.items.set('funnels:language', '"klingon"')
    expect(createStore('local', 'funnels').read('language', z.enum(['en', 'pl']))).toBeUndefined()
  })

  it('disabled or full storage is swallowed', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('SecurityError')
      },
      sessionStorage: new MemoryStorage(1),
    })
    expect(() => createStore('local', 'funnels').write('a', 'b')).not.toThrow()
    expect(createStore('local', 'funnels').read('a', z.string())).toBeUndefined()
    expect(() => createStore('session', 'funnels').write('a', 'too long')).not.toThrow()
  })

  it('lists the keys of its own namespace only, without the namespace', () => {
    const local = new MemoryStorage()
    vi.stubGlobal('window', { localStorage: local })
    local.items.set('funnels:answers:demo', '{}')
    local.items.set('funnels:answers:deeps', '{}')
    local.items.set('funnels-ab:demo', '{}')
    local.items.set('other', 'x')
    expect(createStore('local', 'funnels').keys()).toEqual(['answers:deeps', 'answers:demo'])
    expect(createStore('local', 'funnels-ab').keys()).toEqual(['demo'])
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('SecurityError')
      },
    })
    expect(createStore('local', 'funnels').keys()).toEqual([])
  })

  it('a namespace with invalid characters throws', () => {
    expect(() => createStore('local', 'bad:name')).toThrow('Storage namespace "bad:name" has invalid characters')
  })
})
