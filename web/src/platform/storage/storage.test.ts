import * as z from 'zod/mini'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createStore, readCookie, writeCookie } from './storage'

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

/** document.cookie as a browser keeps it: name=value pairs out, every raw write recorded. */
class CookieJar {
  writes: string[] = []
  jar = new Map<string, string>()
  get cookie() {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ')
  }
  set cookie(raw: string) {
    this.writes.push(raw)
    const [pair = '', ...attributes] = raw.split('; ')
    const name = pair.slice(0, pair.indexOf('='))
    const expires = attributes.find((attribute) => attribute.startsWith('expires='))?.slice('expires='.length)
    if (expires && Date.parse(expires) <= Date.now()) this.jar.delete(name)
    else this.jar.set(name, pair.slice(pair.indexOf('=') + 1))
  }
}

const blockedLocalStorage = () => ({
  get localStorage(): Storage {
    throw new DOMException('SecurityError')
  },
  sessionStorage: new MemoryStorage(),
})

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
    expect(createStore('session', 'funnels').write('a', 'too long')).toBe(false)
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

describe('cookie fallback of the local store', () => {
  it('keeps values in cookies that expire in 2038 when localStorage access throws', () => {
    const cookies = new CookieJar()
    vi.stubGlobal('window', blockedLocalStorage())
    vi.stubGlobal('document', cookies)
    const store = createStore('local', 'funnels')
    store.write('language', 'pl')
    expect(cookies.writes).toEqual(['funnels%3Alanguage=%22pl%22; path=/; SameSite=Lax; expires=Fri, 01 Jan 2038 00:00:00 GMT'])
    expect(store.read('language', z.enum(['en', 'pl']))).toBe('pl')
    expect(store.readRaw('language')).toBe('"pl"')
    expect(store.keys()).toEqual(['language'])
    store.remove('language')
    expect(store.read('language', z.string())).toBeUndefined()
    expect(cookies.jar.size).toBe(0)
  })

  it('falls back when localStorage exists but refuses the probe write (Safari private mode)', () => {
    const cookies = new CookieJar()
    const local = new MemoryStorage(0)
    vi.stubGlobal('window', { localStorage: local, sessionStorage: new MemoryStorage() })
    vi.stubGlobal('document', cookies)
    createStore('local', 'funnels').write('email', 'a@b.co')
    expect(local.items.size).toBe(0)
    expect(cookies.writes[0]).toContain('2038')
    expect(createStore('local', 'funnels').read('email', z.string())).toBe('a@b.co')
  })

  it('stays in localStorage when it works, leaving no probe behind', () => {
    const cookies = new CookieJar()
    const local = new MemoryStorage()
    vi.stubGlobal('window', { localStorage: local })
    vi.stubGlobal('document', cookies)
    createStore('local', 'funnels').write('email', 'a@b.co')
    expect([...local.items.keys()]).toEqual(['funnels:email'])
    expect(cookies.writes).toEqual([])
  })

  it('never moves session values into cookies, which would outlive the session', () => {
    const cookies = new CookieJar()
    vi.stubGlobal('window', {
      get sessionStorage(): Storage {
        throw new DOMException('SecurityError')
      },
    })
    vi.stubGlobal('document', cookies)
    createStore('session', 'funnels').write('sessionId', 'x')
    expect(cookies.writes).toEqual([])
    expect(createStore('session', 'funnels').read('sessionId', z.string())).toBeUndefined()
  })

  it('swallows a missing document as well', () => {
    vi.stubGlobal('window', blockedLocalStorage())
    expect(() => createStore('local', 'funnels').write('a', 'b')).not.toThrow()
    expect(createStore('local', 'funnels').read('a', z.string())).toBeUndefined()
    expect(createStore('local', 'funnels').keys()).toEqual([])
  })
})

describe('cookie API', () => {
  it('writes encoded values with the given domain and lifetime, and reads them back decoded', () => {
    const cookies = new CookieJar()
    vi.stubGlobal('document', cookies)
    writeCookie('_fbp', 'fb.1.1596403881668.1116446470', { domain: 'example.com', maxAgeSeconds: 7776000 })
    writeCookie('note', 'a b;c=d', { expires: new Date(Date.UTC(2030, 5, 1)) })
    writeCookie('session', 'yes')
    expect(cookies.writes).toEqual([
      '_fbp=fb.1.1596403881668.1116446470; path=/; SameSite=Lax; domain=example.com; max-age=7776000',
      'note=a%20b%3Bc%3Dd; path=/; SameSite=Lax; expires=Sat, 01 Jun 2030 00:00:00 GMT',
      'session=yes; path=/; SameSite=Lax',
    ])
    expect(readCookie('_fbp')).toBe('fb.1.1596403881668.1116446470')
    expect(readCookie('note')).toBe('a b;c=d')
    expect(readCookie('missing')).toBeUndefined()
  })

  it('reads cookies other scripts wrote without encoding', () => {
    vi.stubGlobal('document', { cookie: '_fbc=fb.1.1.abc;other=100%;  spaced=yes' })
    expect(readCookie('_fbc')).toBe('fb.1.1.abc')
    expect(readCookie('other')).toBe('100%')
    expect(readCookie('spaced')).toBe('yes')
  })

  it('without a document reads nothing and writes nothing, without throwing', () => {
    expect(readCookie('_fbc')).toBeUndefined()
    expect(() => writeCookie('_fbc', 'x')).not.toThrow()
  })
})

