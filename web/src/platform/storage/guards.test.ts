import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { isArrayOf, isBoolean, isInt, isNonEmptyString, isNonNegativeInt, isNullable, isNumber, isObjectOf, isOneOf, isOptional, isRecord, isRecordOf, isString, isStringMatching, type Guard } from './guards'

/** JSON-parsed values of every shape, the kind storage hands back. */
const samples: unknown[] = [
  null,
  true,
  false,
  0,
  -0,
  3,
  -4,
  1.5,
  2 ** 53,
  -(2 ** 53),
  '',
  'de',
  'US',
  'USA',
  [],
  ['a', 'b'],
  ['a', 1],
  [{ key: 'a', index: 0 }],
  {},
  { a: 'x' },
  { a: 'x', b: 2 },
  { a: null },
  { a: ['x'] },
  { key: 'a', index: 0 },
  { key: 'a', index: 0, extra: true },
  { key: 'a', index: -1 },
  { key: 'a', index: 0.5 },
  { key: 'a' },
  { index: 0 },
  { key: 1, index: 0 },
  { key: 'toString', index: 0 },
  { q1: [{ key: 'a', index: 0 }], q2: [] },
  { q1: [{ key: 'a', index: 0 }], q2: [{ key: 'b', index: '1' }] },
  { q1: { key: 'a', index: 0 } },
].map((value) => JSON.parse(JSON.stringify(value)) as unknown)

const answerItem = isObjectOf<{ key: string; index: number }>({ key: isString, index: isNonNegativeInt })

/** Each guard beside the zod schema it replaces in a store read. */
const pairs: [string, Guard<unknown>, z.ZodMiniType][] = [
  ['isString', isString, z.string()],
  ['isBoolean', isBoolean, z.boolean()],
  ['isInt', isInt, z.int()],
  ['isNonNegativeInt', isNonNegativeInt, z.int().check(z.minimum(0))],
  ['isRecordOf(isString)', isRecordOf(isString), z.record(z.string(), z.string())],
  ['isArrayOf(isString)', isArrayOf(isString), z.array(z.string())],
  ['isObjectOf', answerItem, z.object({ key: z.string(), index: z.int().check(z.minimum(0)) })],
  ['isNumber', isNumber, z.number()],
  ['isNonEmptyString', isNonEmptyString, z.string().check(z.minLength(1))],
  ['isStringMatching', isStringMatching(/^[A-Z]{2}$/), z.string().check(z.regex(/^[A-Z]{2}$/))],
  ['isNullable(isString)', isNullable(isString), z.nullable(z.string())],
  ['isOptional(isString)', isOptional(isString), z.optional(z.string())],
  ['isOneOf', isOneOf<unknown>(isString, isNumber, isBoolean), z.union([z.string(), z.number(), z.boolean()])],
  [
    'stored answers',
    isRecordOf(isArrayOf(answerItem)),
    z.record(z.string(), z.array(z.object({ key: z.string(), index: z.int().check(z.minimum(0)) }))),
  ],
]

describe('guards', () => {
  it.each(pairs)('%s accepts exactly what its zod schema accepted', (_, guard, schema) => {
    for (const value of samples) expect([value, guard(value)]).toEqual([value, schema.safeParse(value).success])
  })

  it('a number is finite, as zod 4 has it', () => {
    expect(isNumber(1.5)).toBe(true)
    expect([Number.NaN, Infinity, -Infinity, '1'].map(isNumber)).toEqual([false, false, false, false])
    expect(isOptional(isString)(undefined)).toBe(true)
  })

  it('scalars reject other types', () => {
    expect(isString(1)).toBe(false)
    expect(isBoolean('true')).toBe(false)
    expect(isInt('1')).toBe(false)
    expect(isInt(1.5)).toBe(false)
    expect(isInt(Number.NaN)).toBe(false)
    expect(isInt(2 ** 53)).toBe(false)
    expect(isNonNegativeInt(-1)).toBe(false)
    expect(isNonNegativeInt(0)).toBe(true)
  })

  it('a record is an object, neither null nor an array', () => {
    expect(isRecord({})).toBe(true)
    expect(isRecord(null)).toBe(false)
    expect(isRecord([])).toBe(false)
    expect(isRecord('{}')).toBe(false)
  })

  it('containers reject a wrong shape and any wrong member', () => {
    expect(isRecordOf(isString)({ a: 'x', b: 'y' })).toBe(true)
    expect(isRecordOf(isString)(['x'])).toBe(false)
    expect(isRecordOf(isString)({ a: 'x', b: 1 })).toBe(false)
    expect(isArrayOf(isInt)([1, 2])).toBe(true)
    expect(isArrayOf(isInt)({ 0: 1, length: 1 })).toBe(false)
    expect(isArrayOf(isInt)([1, '2'])).toBe(false)
    expect(answerItem({ key: 'a', index: 2 })).toBe(true)
    expect(answerItem({ key: 'a' })).toBe(false)
    expect(answerItem([{ key: 'a', index: 2 }])).toBe(false)
    expect(answerItem(null)).toBe(false)
  })

  it('an object keeps properties its shape does not list', () => {
    const value: unknown = { key: 'a', index: 0, extra: true }
    expect(answerItem(value) && value).toEqual({ key: 'a', index: 0, extra: true })
  })
})
