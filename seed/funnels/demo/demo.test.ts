import { describe, expect, it } from 'vitest'
import { processFunnel } from '../../kit/processTestKit'
import { demoPages, DEMO_PAGE_ORDER } from './index'
import { demoInterstitialsTest } from './tests'

const STORY = ['interruptor-basic', 'interruptor-multi-title', 'interruptor-simple']
const processed = (value?: string) => processFunnel(demoPages, [demoInterstitialsTest], value ? { [demoInterstitialsTest.key]: value } : {})

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

  it('shows every template to every visitor: its A/B test changes copy, not pages', () => {
    const keys = (value?: string) => processed(value).map((page) => page.key)
    expect(keys()).toEqual([...DEMO_PAGE_ORDER])
    expect(keys('story')).toEqual([...DEMO_PAGE_ORDER])
    expect(keys('facts')).toEqual([...DEMO_PAGE_ORDER])
  })

  it.each(STORY)('demoInterstitials facts rewrites %s in English and Polish; story keeps the page copy', (key) => {
    const own = demoPages.find((page) => page.key === key)!
    const story = processed('story').find((page) => page.key === key)!
    const facts = processed('facts').find((page) => page.key === key)!
    expect(processed().find((page) => page.key === key)).toEqual(story)
    expect(story.title).toEqual(own.title)
    expect(facts.title!.en).not.toBe(story.title!.en)
    expect(facts.title!.pl).not.toBe(story.title!.pl)
    expect(facts.title!.pl).toBeTruthy()
    for (const paragraph of facts.paragraphs ?? []) expect(paragraph.pl).toBeTruthy()
  })
})
