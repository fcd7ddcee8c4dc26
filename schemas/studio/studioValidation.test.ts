/**
 * The Studio's validation as the Studio runs it: Sanity's own `validateDocument` with the real
 * schema (schemas/schemaTypes.ts), its custom validators asking a lake made of the seed through
 * the same client calls. Errors block publishing; warnings do not.
 */
import { createSchema, validateDocument, type SanityDocument, type Workspace } from 'sanity'
import { describe, expect, it } from 'vitest'
import { seedDocuments } from '../../seed/dataset'
import { COMPONENT_TYPES } from '../page/componentTypes'
import { schemaTypes } from '../schemaTypes'
import { groqTestClient } from './groqTestClient'

type Lake = Parameters<typeof groqTestClient>[0]
const seed = seedDocuments()
const schema = createSchema({ name: 'studio', types: schemaTypes })
// validateDocument reads only the schema (and i18n, which falls back to English) from a workspace.
const workspace = { schema } as unknown as Workspace

async function markersOf(document: object, lake: Lake = seed) {
  const client = groqTestClient(lake)
  const ids = new Set(lake.map((stored) => stored._id))
  const markers = await validateDocument({
    document: document as SanityDocument,
    workspace,
    getClient: () => client as never,
    getDocumentExists: async ({ id }) => ids.has(id),
    environment: 'studio',
    // Sanity queues custom validators five at a time per schema (kind to a remote lake); this
    // lake is in memory, and the whole seed is validated at once.
    maxCustomValidationConcurrency: 10_000,
  })
  return markers.map((marker) => ({ level: marker.level, path: marker.path, message: marker.message }))
}

const errorsOf = async (document: object, lake?: Lake) => (await markersOf(document, lake)).filter((marker) => marker.level === 'error')
const draftOf = (id: string, change: Record<string, unknown>): Record<string, unknown> => ({ ...structuredClone(seed.find((document) => document._id === id)), _id: `drafts.${id}`, ...change })

describe('Studio validation', () => {
  // Every document but the pages, and the demo funnel's pages (one or more of every template):
  // Sanity's validation costs about 20 ms a page, and the checks particular to pages run over
  // every seed page in pageIssues.test.ts and funnelIssues.test.ts.
  it('finds no error in the seed: every document but the pages, and every template\'s pages', async () => {
    const documents = seed.filter((document) => document._type !== 'page' || document._id.startsWith('page.demo.'))
    expect(new Set(documents.map((document) => (document._type === 'page' ? document.componentType : document._type))).size).toBe(COMPONENT_TYPES.length + 7)
    const errors = await Promise.all(documents.map(async (document) => (await errorsOf(document)).map((marker) => `${document._id} ${JSON.stringify(marker.path)}: ${marker.message}`)))
    expect(errors.flat()).toEqual([])
  }, 30_000)

  it('warns, without blocking, about a missing Polish text', async () => {
    const page = draftOf('page.demo.email', { title: { _type: 'localeString', en: 'Where should we send your plan?' } })
    expect(await markersOf(page)).toEqual([{ level: 'warning', path: ['title', 'pl'], message: 'Missing Polski translation: English is shown instead' }])
  })

  it('blocks a page key or path that another page of the funnel has, and an unknown template', async () => {
    expect(await errorsOf(draftOf('page.demo.email', { key: 'age', path: 'age' }))).toEqual([
      { level: 'error', path: ['key'], message: 'Funnel "demo" already has a page with the key "age" (page.demo.age); keys are unique in a funnel' },
      { level: 'error', path: ['path'], message: 'Funnel "demo" already shows page.demo.age at /demo/age; paths are unique in a funnel' },
    ])
    expect((await errorsOf(draftOf('page.demo.email', { componentType: 'carousel' }))).map((marker) => marker.path)).toContainEqual(['componentType'])
  })

  it('blocks a rule that names a test the funnel does not run', async () => {
    const page = draftOf('page.leadership.explanation1', {})
    const rules = structuredClone(page.rules) as { _key: string; conditions: { _key: string; test: string }[] }[]
    const condition = rules[0]?.conditions[0]
    if (!rules[0] || !condition) throw new Error('the seed changed: page.leadership.explanation1 has no rule condition')
    condition.test = 'interruptorOneKey'
    expect(await errorsOf({ ...page, rules })).toEqual([
      { level: 'error', path: ['rules', { _key: rules[0]._key }, 'conditions', { _key: condition._key }, 'test'], message: 'Names the A/B test "interruptorOneKey", which this funnel does not run' },
    ])
  })

  it('blocks a funnel whose pages do not resolve or repeat', async () => {
    const funnel = draftOf('funnel.demo', {})
    const pages = structuredClone(funnel.pages) as { _key: string; _ref: string; _type: string }[]
    const [first] = pages
    if (!first) throw new Error('the seed changed: the demo funnel has no pages')
    const broken = { ...funnel, pages: [...pages, { ...first, _key: 'again' }, { _type: 'reference', _key: 'gone', _ref: 'page.demo.gone' }] }
    const errors = await errorsOf(broken)
    expect(errors).toContainEqual({ level: 'error', path: ['pages', { _key: 'again' }], message: `"${first._ref}" is listed twice` })
    expect(errors).toContainEqual({ level: 'error', path: ['pages', { _key: 'gone' }], message: 'The page "page.demo.gone" does not exist' })
  })

  it('blocks an A/B test whose key is not its name followed by Key, or whose variants repeat', async () => {
    const test = draftOf('abTest.leadership.pricingSet', { key: 'pricingSet' })
    expect(await errorsOf(test)).toEqual([{ level: 'error', path: ['key'], message: 'The key must be the test name followed by Key: "pricingSetKey"' }])
    const variants = [{ _type: 'abVariant', _key: 'a', value: 'default' }, { _type: 'abVariant', _key: 'b', value: 'default', weight: 0 }]
    expect((await errorsOf({ ...test, key: 'pricingSetKey', variants })).map((marker) => marker.path)).toEqual([
      ['variants', { _key: 'b' }, 'value'],
      ['variants', { _key: 'b' }, 'weight'],
    ])
  })

  it('blocks an option set that repeats a key', async () => {
    const set = draftOf('optionSet.shared.frequency', {})
    const options = structuredClone(set.options) as { _key: string; key: string }[]
    const [first, second] = options
    if (!first || !second) throw new Error('the seed changed: optionSet.shared.frequency has fewer than two options')
    second.key = first.key
    expect(await errorsOf({ ...set, options })).toEqual([{ level: 'error', path: ['options', { _key: second._key }, 'key'], message: `Another option of this set already has the key "${first.key}"` }])
  })
  describe('the content checks on copy fields (schemas/content/checks)', () => {
    it('blocks a typed price and a placeholder the Polish lost, on the language’s field', async () => {
      const paywall = draftOf('page.demo.paywall', {})
      const paragraphs = structuredClone(paywall.paragraphs) as { _key: string; en: string; pl: string }[]
      const [first] = paragraphs
      if (!first) throw new Error('the seed changed: page.demo.paywall has no paragraph')
      first.en = 'Start with {trialDays} days free, then $59.99 a year.'
      first.pl = 'Zacznij od tygodnia za darmo, potem {price} rocznie.'
      const errors = await errorsOf({ ...paywall, paragraphs })
      expect(errors).toEqual([
        { level: 'error', path: ['paragraphs', { _key: first._key }, 'pl'], message: expect.stringContaining('Polski lacks {trialDays} of the English text') },
        { level: 'error', path: ['paragraphs', { _key: first._key }, 'pl'], message: expect.stringContaining('{price} is not in the English text') },
        { level: 'error', path: ['paragraphs', { _key: first._key }, 'en'], message: expect.stringContaining('Typed price „$59.99”') },
      ])
    })

    it('runs on every localised field of every document type and template, whatever rules the field sets itself', async () => {
      type Segment = string | number | { _key: string }
      const expected: string[] = []
      /** Types a dollar price into every language of every localised value, noting each field's path. */
      const priced = (value: unknown, path: Segment[]): unknown => {
        if (Array.isArray(value)) return value.map((item: unknown, index) => priced(item, [...path, typeof item === 'object' && item !== null && '_key' in item ? { _key: String(item._key) } : index]))
        if (typeof value !== 'object' || value === null) return value
        const record = value as Record<string, unknown>
        const localized = typeof record.en === 'string' || Array.isArray(record.en)
        return Object.fromEntries(
          Object.entries(record).map(([key, child]) => {
            if (!localized || key.startsWith('_')) return [key, key.startsWith('_') ? child : priced(child, [...path, key])]
            expected.push(JSON.stringify([...path, key]))
            return [key, typeof child === 'string' ? `${child} $9.99` : [...(child as unknown[]), { _type: 'block', _key: 'price', children: [{ _type: 'span', _key: 'p', text: '$9.99' }] }]]
          }),
        )
      }
      const documents = seed.filter((document) => document._type !== 'page' || document._id.startsWith('page.demo.')).map((document) => priced(document, []) as object)
      const found = await Promise.all(documents.map(async (document) => (await errorsOf(document)).filter((marker) => marker.message.startsWith('Typed price')).map((marker) => JSON.stringify(marker.path))))
      expect(expected.length).toBeGreaterThan(500)
      expect(found.flat().sort()).toEqual(expected.sort())
    }, 60_000)

    it('blocks a "was" price in copy', async () => {
      const page = draftOf('page.demo.email', { title: { _type: 'localeString', en: 'Your plan: {price}, was {originalPrice}', pl: 'Twój plan: {price} zamiast {originalPrice}' } })
      expect((await errorsOf(page)).map((marker) => [marker.path, marker.message.slice(0, 26)])).toEqual([
        [['title', 'en'], 'Names a reference price („'],
        [['title', 'pl'], 'Names a reference price („'],
      ])
    })

    it('checks the fields that set rules of their own: an e-mail subject, an option label, a shared UI string', async () => {
      const email = draftOf('emailTemplate.demo.welcome', { subject: { _type: 'emailLocaleString', en: 'Welcome to {{funnelName}}', pl: 'Witamy w {funnelName}', es: 'Te damos la bienvenida a {{funnelName}}' } })
      expect((await errorsOf(email)).map((marker) => marker.path)).toEqual([['subject', 'pl'], ['subject', 'pl']])
      const set = draftOf('optionSet.shared.frequency', {})
      const options = structuredClone(set.options) as { _key: string; label: { en: string } }[]
      options[0]!.label.en = 'All the time, for $9.99'
      expect((await errorsOf({ ...set, options })).map((marker) => marker.path)).toEqual([['options', { _key: options[0]!._key }, 'label', 'en']])
      const strings = draftOf('uiStrings', { paywallPerDay: { _type: 'localeString', en: 'only {price} a day', pl: 'tylko 0,17 zł dziennie' } })
      expect((await errorsOf(strings)).map((marker) => [marker.path, marker.message.slice(0, 20)])).toEqual([
        [['paywallPerDay', 'pl'], 'Polski lacks {price}'],
        [['paywallPerDay', 'pl'], 'Typed price „0,17 zł'],
      ])
    })

    it('warns, without blocking, about a Polish one-letter word ending a formatted piece', async () => {
      const finePrint = {
        _type: 'localePortableText',
        en: [{ _type: 'block', _key: 'b', children: [{ _type: 'span', _key: 's', text: 'Calm at home' }] }],
        pl: [{ _type: 'block', _key: 'b', children: [{ _type: 'span', _key: 's1', text: 'Spokój w ' }, { _type: 'span', _key: 's2', text: 'domu', marks: ['strong'] }] }],
      }
      expect(await markersOf(draftOf('page.demo.paywall', { finePrint }))).toEqual([{ level: 'warning', path: ['finePrint', 'pl'], message: expect.stringContaining('„w” ends a formatted piece before „domu”') }])
    })
  })
})
