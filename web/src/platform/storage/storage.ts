/**
 * The only module that touches localStorage, sessionStorage and cookies. Every failure
 * (storage disabled, full, or holding something unreadable) is swallowed: the funnel must
 * still complete, so a read that fails is simply "nothing stored".
 */
import type * as z from 'zod/mini'

type Area = 'local' | 'session'

/** What a store needs, whether Web Storage or cookies hold the values. */
type Backend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & { keys(): string[] }

const NAMESPACE = /^[a-zA-Z0-9_-]+$/
// Far enough to outlive any funnel, yet before the 32-bit time overflow (19 Jan 2038) some cookie code trips on.
const COOKIE_FALLBACK_EXPIRY = new Date(Date.UTC(2038, 0, 1))

function decode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text // written by someone else without encoding
  }
}

const cookiePairs = (): [string, string][] =>
  document.cookie.split(';').flatMap((pair): [string, string][] => {
    const at = pair.indexOf('=')
    return at < 0 ? [] : [[decode(pair.slice(0, at).trim()), decode(pair.slice(at + 1))]]
  })

/** A cookie's decoded value; undefined when it is missing or cookies are unavailable. */
export function readCookie(name: string): string | undefined {
  prerenderReads?.cookies.add(name)
  try {
    return cookiePairs().find(([key]) => key === name)?.[1]
  } catch {
    return undefined
  }
}

/** Without domain the cookie is host-only; without expires and maxAgeSeconds it ends with the browser session. */
export interface CookieOptions {
  domain?: string
  expires?: Date
  maxAgeSeconds?: number
}

/** Writes a cookie for the whole site (path=/, SameSite=Lax); name and value are URI-encoded. */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax']
  if (options.domain) parts.push(`domain=${options.domain}`)
  if (options.expires) parts.push(`expires=${options.expires.toUTCString()}`)
  if (options.maxAgeSeconds !== undefined) parts.push(`max-age=${Math.round(options.maxAgeSeconds)}`)
  try {
    document.cookie = parts.join('; ')
  } catch {
    // no document or cookies blocked: the value only lives for this page view
  }
}

/** The 'local' store's stand-in where localStorage is unusable (Safari private mode, blocked storage). */
const cookieBackend: Backend = {
  getItem: (key) => readCookie(key) ?? null,
  setItem: (key, value) => writeCookie(key, value, { expires: COOKIE_FALLBACK_EXPIRY }),
  removeItem: (key) => writeCookie(key, '', { expires: new Date(0) }),
  keys: () => cookiePairs().map(([key]) => key),
}

const webBackend = (storage: Storage): Backend => ({
  getItem: (key) => storage.getItem(key),
  setItem: (key, value) => storage.setItem(key, value),
  removeItem: (key) => storage.removeItem(key),
  keys: () => Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? ''),
})

// Some browsers hand out a localStorage whose every write throws; probing once per object tells.
const writable = new WeakMap<Storage, boolean>()
function probe(storage: Storage): boolean {
  if (!writable.has(storage)) {
    try {
      storage.setItem('funnels-probe', '1')
      storage.removeItem('funnels-probe')
      writable.set(storage, true)
    } catch {
      writable.set(storage, false)
    }
  }
  return writable.get(storage) === true
}

/**
 * Where stores read and write while the build renders a page to HTML (no window): values the
 * prerenderer sets for the alternative it draws (language, A/B variants), in memory.
 */
let prerenderAreas: Record<Area, Backend> | undefined

/**
 * Every key a prerender read, per area, and every cookie: the page's HTML is what a visitor
 * with nothing stored under them sees, so the page's head script checks them (prerenderedChoice.ts).
 */
export interface StoredKeys {
  local: string[]
  session: string[]
  cookies: string[]
}
let prerenderReads: { local: Set<string>; session: Set<string>; cookies: Set<string> } | undefined

/** A key listing reads every key of the namespace it asks for: recorded as `namespace:*`. */
const LISTED = '*'

const memoryBackend = (entries: Record<string, string>, reads: Set<string>): Backend => {
  const values = new Map(Object.entries(entries))
  return {
    getItem: (key) => {
      reads.add(key)
      return values.get(key) ?? null
    },
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    keys: () => {
      reads.add(LISTED)
      return [...values.keys()]
    },
  }
}

/** Build time only: what stores hold while a page is rendered to HTML (full keys, `funnels:language`); reads are recorded from here on. */
export function setPrerenderStorage(local: Record<string, string>, session: Record<string, string> = {}): void {
  prerenderReads ??= { local: new Set(), session: new Set(), cookies: new Set() }
  prerenderAreas = { local: memoryBackend(local, prerenderReads.local), session: memoryBackend(session, prerenderReads.session) }
}

/** Build time only: the keys read since the last take (over every render of one page's alternatives), sorted; recording starts afresh. */
export function takePrerenderStorageReads(): StoredKeys {
  const sorted = (keys: Set<string> | undefined) => [...(keys ?? [])].sort()
  const reads = { local: sorted(prerenderReads?.local), session: sorted(prerenderReads?.session), cookies: sorted(prerenderReads?.cookies) }
  prerenderReads = { local: new Set(), session: new Set(), cookies: new Set() }
  return reads
}

function area(kind: Area): Backend | undefined {
  if (typeof window === 'undefined') return prerenderAreas?.[kind]
  let storage: Storage | null | undefined
  try {
    storage = kind === 'local' ? window.localStorage : window.sessionStorage
  } catch {
    storage = undefined // access itself throws when storage is disabled
  }
  if (kind === 'session') return storage ? webBackend(storage) : undefined
  return storage && probe(storage) ? webBackend(storage) : cookieBackend
}

/**
 * Whether the visitor's storage holds anything under these full keys (`*`: any key of the area),
 * for the head script of a prerendered page. Unreadable storage holds nothing.
 */
export function holdsAny({ local, session, cookies }: StoredKeys): boolean {
  const holds = (kind: Area, keys: readonly string[]) => {
    if (keys.length === 0) return false
    try {
      const backend = area(kind)
      if (!backend) return false
      return keys.some((key) => (key === LISTED ? backend.keys().some((stored) => stored !== 'funnels-probe') : backend.getItem(key) !== null))
    } catch {
      return false
    }
  }
  return holds('local', local) || holds('session', session) || cookies.some((name) => readCookie(name) !== undefined)
}

/** What `read` checks a stored value with: a zod schema, or a plain guard (`fromGuard`) where zod must not load. */
export interface Validator<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false }
}

/**
 * A validator from a type guard, for stores read before the first paint (language, A/B
 * variants): the landing's inline script and entry script stay free of zod.
 */
export const fromGuard = <T>(is: (value: unknown) => value is T): Validator<T> => ({
  safeParse: (value) => (is(value) ? { success: true, data: value } : { success: false }),
})

export interface Store {
  /** Reads and validates a stored JSON value; anything missing, unreadable or invalid is undefined. */
  read<T>(key: string, schema: Validator<T> | z.ZodMiniType<T>): T | undefined
  /** The stored text as it is, for the debug panel. */
  readRaw(key: string): string | undefined
  /** Stores a value as JSON; false when the storage refused it (full, disabled), so a caller that must not lose it can keep it elsewhere. */
  write(key: string, value: unknown): boolean
  remove(key: string): void
  /** Every key stored in this namespace (without the namespace), for the debug panel. */
  keys(): string[]
}

/**
 * A namespaced store; the namespace becomes part of every key, so it must be a plain word.
 * Where localStorage is unusable, 'local' values live in cookies that expire in 2038.
 */
export function createStore(kind: Area, namespace: string): Store {
  if (!NAMESPACE.test(namespace)) throw new Error(`Storage namespace "${namespace}" has invalid characters`)
  const full = (key: string) => `${namespace}:${key}`
  const attempt = <T>(operation: (backend: Backend) => T, otherwise: T): T => {
    try {
      const backend = area(kind)
      return backend ? operation(backend) : otherwise
    } catch {
      return otherwise // full, disabled or unreadable: the value only lives for this page view
    }
  }
  const readRaw = (key: string) => attempt((backend) => backend.getItem(full(key)) ?? undefined, undefined)
  return {
    read(key, schema) {
      return attempt((backend) => {
        const raw = backend.getItem(full(key))
        const parsed = raw === null ? undefined : schema.safeParse(JSON.parse(raw))
        return parsed?.success ? parsed.data : undefined
      }, undefined)
    },
    readRaw,
    write: (key, value) =>
      attempt((backend) => {
        backend.setItem(full(key), JSON.stringify(value))
        return true
      }, false),
    remove: (key) => attempt((backend) => backend.removeItem(full(key)), undefined),
    keys() {
      const prefix = full('')
      return attempt((backend) => backend.keys().filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length)).sort(), [])
    },
  }
}

/**
 * A plain session flag under its own name (not namespaced), because other parts of the
 * product read it by that name; `error_redirect` is one.
 */
export function setSessionFlag(name: string): void {
  try {
    window.sessionStorage.setItem(name, 'true')
  } catch {
    // storage disabled: the flag is lost, nothing else is
  }
}
