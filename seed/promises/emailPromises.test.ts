import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { emailPromiseSentences, sentencesOf } from '../../schemas/content/checks/emailPromises'
import { seedDocuments } from '../dataset'
import { EMAIL_PROMISE_VOCABULARY, EMAIL_PROMISES } from './emailPromises'

interface Sentence {
  funnel: string
  where: string
  text: string
}

/** Every English and Polish sentence of the funnels' pages (FAQ answers included) and e-mail templates. */
function copySentences(): Sentence[] {
  const sentences: Sentence[] = []
  const walk = (value: unknown, funnel: string, where: string, language: string | null) => {
    if (typeof value === 'string') {
      if (language === 'en' || language === 'pl') for (const text of sentencesOf(value)) sentences.push({ funnel, where, text })
    } else if (Array.isArray(value)) value.forEach((item, index) => walk(item, funnel, `${where}[${index}]`, language))
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) if (!key.startsWith('_')) walk(item, funnel, `${where}.${key}`, key === 'en' || key === 'pl' ? key : language)
    }
  }
  for (const document of seedDocuments() as { _id: string; _type: string }[]) {
    const [type, funnel] = document._id.split('.')
    if ((type === 'page' || type === 'emailTemplate') && funnel) walk(document, funnel, document._id, null)
  }
  return sentences
}

const templateKeysOf = (funnel: string) =>
  new Set((seedDocuments() as { _id: string; _type: string; key?: string }[]).filter((document) => document._type === 'emailTemplate' && document._id.startsWith(`emailTemplate.${funnel}.`)).map((document) => document.key))

describe('every promise of e-mail in the copy is kept by a job', () => {
  // The content checks' reading of a promise (schemas/content/checks/emailPromises), one sentence at a time.
  const promises = copySentences().filter((sentence) => emailPromiseSentences(sentence.text, EMAIL_PROMISE_VOCABULARY).length > 0)

  it('finds the promises (the detector reads the copy)', () => {
    expect(promises.length).toBeGreaterThan(40)
    expect(promises.some((sentence) => sentence.text.includes('We will send your result and your personal plan there'))).toBe(true)
  })

  it('each sentence that promises an e-mail is one of the table rows', () => {
    const unkept = promises.filter((sentence) => !EMAIL_PROMISES.some((promise) => promise.says.test(sentence.text)))
    expect(unkept.map((sentence) => `${sentence.where}: ${sentence.text}`)).toEqual([])
  })

  it("the funnel making a promise has the templates that row's job sends", () => {
    const missing: string[] = []
    for (const sentence of promises) {
      const keys = templateKeysOf(sentence.funnel)
      for (const promise of EMAIL_PROMISES.filter((candidate) => candidate.says.test(sentence.text))) {
        for (const template of promise.templates) if (!keys.has(template)) missing.push(`${sentence.funnel} promises "${promise.id}" (${sentence.where}) but has no ${template} template`)
      }
    }
    expect([...new Set(missing)]).toEqual([])
  })

  it('the README table lists every promise with its job and tests', () => {
    const readme = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8')
    for (const promise of EMAIL_PROMISES) {
      const row = readme.split('\n').find((line) => line.startsWith(`| ${promise.id} |`))
      expect(row, promise.id).toBeDefined()
      for (const test of promise.tests) expect(row, `${promise.id}: ${test}`).toContain(test)
    }
  })
})
