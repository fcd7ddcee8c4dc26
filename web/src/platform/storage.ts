/**
 * The only module that touches localStorage, sessionStorage and cookies. Every failure
 * (storage disabled, full, or holding something unreadable) is swallowed: the funnel must
 * still complete, so a read that fails is simply "nothing stored".
 */
import type * as z from 'zod/mini'

type Area = 'local' | 'session'

const NAMESPACE = /^[a-zA-Z0-9_-]+$/

function area(kind: Area): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage
  } catch {
    return undefined // access itself throws when storage is disabled
  }
}

export interface Store {
  /** Reads and validates a stored JSON value; anything missing, unreadable or invalid is undefined. */
  read<T>(key: string, schema: z.ZodMiniType<T>): T | undefined
  /** The stored text as it is, for the debug panel. */
  readRaw(key: string): string | undefined
  write(key: string, value: unknown): void
  remove(key: string): void
  /** Every key stored in this namespace (without the namespace), for the debug panel. */
  keys(): string[]
}

/** A namespaced store; the namespace becomes part of every key, so it must be a plain word. */
export function createStore(kind: Area, namespace: string): Store {
  if (!NAMESPACE.test(namespace)) throw new Error(`Storage namespace "${namespace}" has invalid characters`)
  const full = (key: string) => `${namespace}:${key}`
  return {
    read(key, schema) {
      try {
        const raw = area(kind)?.getItem(full(key))
        if (raw == null) return undefined
        const parsed = schema.safeParse(JSON.parse(raw))
        return parsed.success ? parsed.data : undefined
      } catch {
        return undefined
      }
    },
    readRaw(key) {
      try {
        return area(kind)?.getItem(full(key)) ?? undefined
      } catch {
        return undefined
      }
    },
    write(key, value) {
      try {
        area(kind)?.setItem(full(key), JSON.stringify(value))
      } catch {
        // full or disabled: the value only lives for this page view
      }
    },
    remove(key) {
      try {
        area(kind)?.removeItem(full(key))
      } catch {
        // nothing to do
      }
    },
    keys() {
      try {
        const storage = area(kind)
        if (!storage) return []
        const prefix = full('')
        const found: string[] = []
        for (let i = 0; i < storage.length; i++) {
          const key = storage.key(i)
          if (key?.startsWith(prefix)) found.push(key.slice(prefix.length))
        }
        return found.sort()
      } catch {
        return []
      }
    },
  }
}

/**
 * A plain session flag under its own name (not namespaced), because other parts of the
 * product read it by that name; `error_redirect` is one.
 */
export function setSessionFlag(name: string): void {
  try {
    area('session')?.setItem(name, 'true')
  } catch {
    // storage disabled: the flag is lost, nothing else is
  }
}
