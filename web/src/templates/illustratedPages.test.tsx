// @vitest-environment jsdom
/**
 * The leadership and deeps pages that carry an illustration show it where their placement says,
 * with its alt text in the visitor's language, sized and loaded lazily (only a landing's hero is
 * eager); the templates' other placements (bottom, background) hold for pages that use them.
 */
import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ComponentType as ComponentTypeName } from '../../../schemas/page/componentTypes'
import type { PageDocument, PageOf } from '../../../schemas/page/schema'
import { deepsDocuments } from '../../../seed/funnels/deeps/index'
import { DEEPS_ILLUSTRATIONS } from '../../../seed/funnels/deeps/illustrations'
import { leadershipDocuments } from '../../../seed/funnels/leadership/index'
import { sharedOptionSets } from '../../../seed/optionSets'
import { uiStrings } from '../../../seed/uiStrings'
import { illustrated } from '../../../seed/kit/illustrations'
import type { OptionSetDocument } from '../../../schemas/optionSet/schema'
import type { TemplateProps } from './TemplateProps'
import { copy, renderTemplate, seedPage, templateProps, withOptions } from './templateTestKit'
import AgeQuestion from './ageQuestion/Template'
import CheckboxQuestion from './checkboxQuestion/Template'
import Interruptor from './interruptor/Template'
import Landing from './landing/Template'
import PlanReveal from './planReveal/Template'
import RadioQuestion from './radioQuestion/Template'
import Result from './result/Template'
import ScaleQuestion from './scaleQuestion/Template'

const documents = [...leadershipDocuments, ...deepsDocuments]
const pages = documents.filter((doc): doc is PageDocument => doc._type === 'page')
const optionSets = [...sharedOptionSets, ...documents.filter((doc): doc is OptionSetDocument => doc._type === 'optionSet')]

type Templates = { [T in ComponentTypeName]?: (props: TemplateProps<T>) => unknown }
const TEMPLATES = { ageQuestion: AgeQuestion, checkboxQuestion: CheckboxQuestion, interruptor: Interruptor, landing: Landing, planReveal: PlanReveal, radioQuestion: RadioQuestion, result: Result, scaleQuestion: ScaleQuestion } satisfies Templates

function show<T extends keyof typeof TEMPLATES>(page: PageOf<T>, language: 'en' | 'pl' = 'en') {
  const Template = TEMPLATES[(page as PageDocument).componentType as T] as unknown as Parameters<typeof renderTemplate<T>>[0]
  return renderTemplate(Template, templateProps(withOptions(page, optionSets), uiStrings, { language }))
}

type Funnel = 'leadership' | 'deeps'
const pageOf = <T extends keyof typeof TEMPLATES>(funnel: Funnel, key: string, componentType: T) =>
  seedPage(pages.filter((page) => page._id.startsWith(`page.${funnel}.`)), key, componentType)

// Stories run on their own clock; the tests never wait for it.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('illustrated leadership and deeps pages', () => {
  it.each([
    ['leadership', 'quickQuestion1_1', 'scaleQuestion'],
    ['leadership', 'currentRole', 'radioQuestion'],
    ['leadership', 'explanation3', 'interruptor'],
    ['leadership', 'result', 'result'],
    ['deeps', 'qPersonality', 'radioQuestion'],
    ['deeps', 'qBodyMindFeedback', 'interruptor'],
    ['deeps', 'planReady', 'planReveal'],
  ] as const)('%s %s (%s) shows its illustration on top, sized, lazily, in both languages', (funnel, key, componentType) => {
    const page = pageOf(funnel, key, componentType)
    const image = page.images![0]!
    for (const language of ['en', 'pl'] as const) {
      const { unmount } = show(page, language)
      const shown = screen.getByRole('img', { name: copy(image.alt, language) })
      expect([shown.getAttribute('src'), shown.getAttribute('width'), shown.getAttribute('height')]).toEqual([image.src, String(image.width), String(image.height)])
      expect([shown.getAttribute('loading'), shown.getAttribute('decoding'), shown.getAttribute('fetchpriority')]).toEqual(['lazy', 'async', null])
      // On top: before the page's title (a heading, or the legend that names a question's group).
      const title = document.querySelector('h1, legend')!
      expect(shown.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
      unmount()
    }
  })

  it("the landing's hero is the one image that competes with the first paint", () => {
    const page = pageOf('leadership', 'landing', 'landing')
    show(page)
    const hero = screen.getByRole('img', { name: copy(page.images![0]!.alt) })
    expect([hero.getAttribute('loading'), hero.getAttribute('fetchpriority'), hero.getAttribute('width'), hero.getAttribute('height')]).toEqual(['eager', 'high', '320', '200'])
  })

  it.each([
    ['age', 'ageQuestion'],
    ['improve', 'checkboxQuestion'],
  ] as const)('%s (%s) places images at the bottom, after the options and before the action', (key, componentType) => {
    const page = { ...pageOf('leadership', key, componentType), ...illustrated(DEEPS_ILLUSTRATIONS.goals, 'bottom') }
    show(page)
    const shown = screen.getByRole('img', { name: copy(DEEPS_ILLUSTRATIONS.goals.alt) })
    const options = [...screen.queryAllByRole('radio'), ...screen.queryAllByRole('checkbox')]
    expect(options.at(-1)!.compareDocumentPosition(shown) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(shown.closest('.page-images-bottom')).not.toBeNull()
    for (const button of screen.queryAllByRole('button')) expect(shown.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('a story with a background image keeps it behind its text, without alt text', () => {
    const page = { ...pageOf('leadership', 'explanation4', 'interruptor'), imagePlacement: 'background' as const }
    const { container } = show(page)
    const background = container.querySelector('.page-images-background')!
    expect(background.getAttribute('aria-hidden')).toBe('true')
    expect(background.querySelector('img')!.getAttribute('alt')).toBe('')
    expect(screen.queryByRole('img')).toBeNull()
  })
})
