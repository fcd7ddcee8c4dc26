/**
 * Bad payloads for the fuzz tests: a seeded generator (so a failure names a seed that repeats it)
 * that mutates a valid payload with wrong types, missing fields, huge strings, deep nesting and
 * prototype keys, and the checks every answer must pass: a spec error code with a message (never
 * 'internal') and, when refused, no row and no sink line written.
 */
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'kysely'
import { jsonProblem, RESERVED_KEYS } from '../../../schemas/shared/jsonLimits'
import type { Db } from '../db/database'

/** mulberry32: small, fast and good enough to spread the cases; the same seed gives the same cases. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'] as const

/** Built once and shared: generating them per case would cost more than the calls. */
const MEGABYTE = 'x'.repeat(1024 * 1024)
const DEEP = (() => {
  let value: unknown = 'bottom'
  for (let level = 0; level < 1000; level += 1) value = { a: value }
  return value
})()
const DEEP_ARRAY = (() => {
  let value: unknown = []
  for (let level = 0; level < 1000; level += 1) value = [value]
  return value
})()

/** An object whose own keys are the prototype names, as JSON.parse makes them (a literal `__proto__` would set the prototype). */
const prototypeKeyed = () => JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"toString":"x","hasOwnProperty":1,"valueOf":null}') as unknown

/**
 * A bad value, and whether no field may accept it: a huge or deeply nested value, a NUL character
 * (PostgreSQL stores none), a number JSON cannot carry, an object with prototype names as keys.
 */
interface Bad {
  value: unknown
  refused: boolean
}

const may = (make: () => unknown) => (): Bad => ({ value: make(), refused: false })
const never = (make: () => unknown) => (): Bad => ({ value: make(), refused: true })

/** Cheap bad values, drawn often. */
const CHEAP: readonly (() => Bad)[] = [
  may(() => undefined),
  may(() => null),
  may(() => true),
  may(() => 0),
  may(() => -1),
  may(() => 1.5),
  never(() => Number.NaN),
  never(() => Number.POSITIVE_INFINITY),
  never(() => Number.NEGATIVE_INFINITY),
  may(() => 1e308),
  may(() => 2 ** 63),
  may(() => ''),
  may(() => ' '),
  never(() => '\u0000'),
  never(() => 'a\u0000b'),
  may(() => '\ud800'),
  may(() => 'x'.repeat(10_001)),
  may(() => '<script>alert(1)</script>'),
  may(() => 'javascript:alert(1)'),
  may(() => 'https://evil.example/steal'),
  may(() => '//evil.example/'),
  may(() => 'not an e-mail'),
  may(() => '1e999'),
  ...PROTOTYPE_KEYS.map((key) => may(() => key)),
  may(() => []),
  may(() => ['a', 1, null]),
  may(() => ({})),
  may(() => ({ nested: { again: [1, { x: 'y' }] } })),
  never(prototypeKeyed),
  never(() => [prototypeKeyed()]),
]

/** Expensive to parse or store; drawn rarely, and each tried in every field first. */
const HEAVY: readonly (() => Bad)[] = [never(() => MEGABYTE), never(() => DEEP), never(() => DEEP_ARRAY), never(() => ({ big: MEGABYTE })), never(() => [MEGABYTE])]

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T
}

function badValue(random: () => number): Bad {
  return random() < 0.02 ? pick(random, HEAVY)() : pick(random, CHEAP)()
}

type Payload = Record<string, unknown>

/** A generated payload; `refused` when no callable may accept it. */
export interface BadPayload {
  data: unknown
  refused: boolean
}

/** One mutation of a valid payload: the whole of it replaced, some fields broken or dropped, prototype keys added. */
function mutate(base: Payload, random: () => number): BadPayload {
  const roll = random()
  if (roll < 0.08) return { data: badValue(random).value, refused: true }
  const copy: Payload = JSON.parse(JSON.stringify(base)) as Payload
  const fields = Object.keys(base)
  if (roll < 0.18) {
    // A prototype name as the value of every string field (`pricingSet: 'constructor'`).
    const name = pick(random, PROTOTYPE_KEYS)
    for (const field of fields) if (typeof copy[field] === 'string') copy[field] = name
    return { data: copy, refused: false }
  }
  if (roll < 0.26) {
    // Prototype names as keys: of the payload itself, or of one of its objects.
    // Spread defines own properties, so `__proto__` stays a key instead of setting the prototype.
    const target = fields.find((field) => copy[field] !== null && typeof copy[field] === 'object' && !Array.isArray(copy[field]) && random() < 0.5)
    const keyed = prototypeKeyed() as Payload
    if (!target) return { data: { ...copy, ...keyed }, refused: false }
    copy[target] = { ...(copy[target] as Payload), ...keyed }
    return { data: copy, refused: true }
  }
  // Per field: a field broken twice keeps only its last value.
  const refusedFields = new Map<string, boolean>()
  const broken = 1 + Math.floor(random() * Math.min(3, fields.length))
  for (let index = 0; index < broken; index += 1) {
    const field = pick(random, fields)
    if (random() < 0.2) {
      delete copy[field]
      refusedFields.set(field, false)
      continue
    }
    const bad = badValue(random)
    copy[field] = bad.value
    refusedFields.set(field, bad.refused)
  }
  return { data: copy, refused: [...refusedFields.values()].some(Boolean) }
}

/**
 * `count` bad payloads from a valid one; the first ones are the heavy values, prototype names
 * and missing fields in every field, so each run tries them whatever the seed draws afterwards.
 */
export function badPayloads(base: Payload, count: number, seed: number): BadPayload[] {
  const random = seededRandom(seed)
  const refused = (data: unknown): BadPayload => ({ data, refused: true })
  const fixed: BadPayload[] = [MEGABYTE, DEEP, DEEP_ARRAY, prototypeKeyed(), null, [], 'payload', 42].map(refused)
  for (const field of Object.keys(base)) {
    for (const heavy of HEAVY) fixed.push(refused({ ...base, [field]: heavy().value }))
    for (const key of PROTOTYPE_KEYS) fixed.push({ data: { ...base, [field]: key }, refused: false })
    fixed.push(refused({ ...base, [field]: prototypeKeyed() }))
    const { [field]: _dropped, ...without } = base
    fixed.push({ data: without, refused: false })
  }
  const cases = fixed.slice(0, count)
  while (cases.length < count) cases.push(mutate(base, random))
  return cases
}

/** What is wrong with a payload a handler was given, field by field (each within the JSON limits), or null. */
export function payloadProblem(payload: unknown): string | null {
  if (payload === null || typeof payload !== 'object') return jsonProblem(payload)
  for (const [field, value] of Object.entries(payload)) {
    const problem = RESERVED_KEYS.has(field) ? 'has a reserved key' : jsonProblem(value)
    if (problem) return `${field}: ${problem}`
  }
  return null
}

/** The codes a refused call may answer (the spec's); 'internal' is never one. */
export const SPEC_CODES = ['invalid-argument', 'not-found', 'failed-precondition', 'unauthenticated', 'permission-denied', 'resource-exhausted', 'unavailable'] as const

/** How a call ended: 'ok' or the error's code; anything but a spec code with a message is a defect, reported with the payload. */
export async function outcomeOf(call: () => Promise<unknown>, describe: () => string): Promise<string> {
  try {
    await call()
    return 'ok'
  } catch (error) {
    const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
    if (typeof code !== 'string' || !(SPEC_CODES as readonly string[]).includes(code) || typeof message !== 'string' || message.length === 0) {
      throw new Error(`${describe()} answered ${String(code)}: ${String(message ?? error)}`, { cause: error })
    }
    return code
  }
}

/** The value as JSON, or a tag for what JSON cannot write (undefined, NaN stay readable). */
export function jsonText(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    // An object whose own `toString` is not a function cannot be String()ed.
    return Object.prototype.toString.call(value)
  }
}

/** A short description of a payload for a failure message (never the megabyte itself). */
export function describePayload(payload: unknown): string {
  const text = jsonText(payload)
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text
}

/** Row counts of every table in one statement, cheap enough to take around every call. */
export async function tableCounts(db: Db, except: readonly string[] = []): Promise<string> {
  const { rows: all } = await sql<{ tablename: string }>`select tablename from pg_tables where schemaname = 'public' and tablename not like 'kysely_%' order by tablename`.execute(db)
  const tables = all.filter(({ tablename }) => !except.includes(tablename))
  const columns = tables.map(({ tablename }) => sql`(select count(*)::int from ${sql.table(tablename)}) as ${sql.ref(tablename)}`)
  const { rows } = await sql<Record<string, number>>`select ${sql.join(columns)}`.execute(db)
  return JSON.stringify(rows[0])
}

/** Bytes in every file under a folder (the sinks, the sandbox's sessions): a refused call must add none. */
export function folderBytes(dir: string): number {
  let total = 0
  let entries: string[]
  try {
    entries = readdirSync(dir)
  } catch {
    return 0
  }
  for (const entry of entries) {
    const path = join(dir, entry)
    const stat = statSync(path)
    total += stat.isDirectory() ? folderBytes(path) : stat.size
  }
  return total
}

/** Tallies outcomes per callable, for the test's log line and the report. */
export function tally(outcomes: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const outcome of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1
  return counts
}
