import { describe, expect, it } from 'vitest'
import { demoPages, DEMO_PAGE_ORDER } from './index'

describe('demo funnel content', () => {
  it('has every page of spec 2.9, in order', () => {
    expect(demoPages.map((page) => page.key)).toEqual([...DEMO_PAGE_ORDER])
  })

  it('has English and Polish for every title, paragraph and button', () => {
    for (const page of demoPages) {
      for (const text of [page.title, page.buttonText, ...(page.paragraphs ?? [])]) {
        if (text) expect(text.pl, `${page.key}: ${text.en}`).toBeTruthy()
      }
    }
  })
})
