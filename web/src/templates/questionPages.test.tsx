// @vitest-environment jsdom
/**
 * What the four question templates share on a phone: their options in one block that the page
 * lays out in the room under the title (QuestionPage.css), and a Continue that sticks to the
 * bottom of the screen unless the page turns `stickyAction` off.
 */
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { PageOf } from '../../../schemas/page/schema'
import { ICON_SPRITE_URL } from '../ui/iconSpriteUrl'
import { isIconName } from '../../../schemas/shared/iconNames'
import { questionPages } from '../../../seed/funnels/demo/questions'
import { introPages } from '../../../seed/funnels/demo/intro'
import { sharedOptionSets } from '../../../seed/optionSets'
import { uiStrings } from '../../../seed/uiStrings'
import type { TemplateProps } from './TemplateProps'
import type { RenderPage } from '../content/renderPages'
import { renderTemplate, seedPage, templateProps, withOptions } from './templateTestKit'
import AgeQuestion from './ageQuestion/Template'
import CheckboxQuestion from './checkboxQuestion/Template'
import RadioQuestion from './radioQuestion/Template'
import ScaleQuestion from './scaleQuestion/Template'

const pages = [...introPages, ...questionPages]
const CASES = [
  { componentType: 'radioQuestion', key: 'radio-question-basic', Template: RadioQuestion, list: '.option-list' },
  { componentType: 'checkboxQuestion', key: 'checkbox-question', Template: CheckboxQuestion, list: '.option-list' },
  { componentType: 'scaleQuestion', key: 'scale-question-basic', Template: ScaleQuestion, list: '.scale-points' },
  { componentType: 'ageQuestion', key: 'age', Template: AgeQuestion, list: '.age-cards' },
] as const

type Case = (typeof CASES)[number]

/** The case's page with its first option chosen, so every template shows its Continue. */
function show({ componentType, key, Template }: Case, change: { stickyAction?: boolean } | ((page: RenderPage<typeof componentType>) => object) = {}) {
  const seeded = withOptions(seedPage(pages, key, componentType) as PageOf<typeof componentType>, sharedOptionSets)
  const page = { ...seeded, ...(typeof change === 'function' ? change(seeded) : change) }
  const answers = { [page.key]: [{ key: page.options[0]!.key, index: 0 }] }
  const props = templateProps(page, uiStrings, { answers }) as TemplateProps<typeof componentType>
  return renderTemplate(Template as Parameters<typeof renderTemplate<typeof componentType>>[0], props)
}

/** The page's one button: its Continue, shown once an option is chosen. */
const action = () => screen.getByRole('button').closest('.page-action')

describe.each(CASES)('$componentType on a phone', (testCase) => {
  it('keeps every option in one block inside the group, after the title', () => {
    const { container } = show(testCase)
    const list = container.querySelector(`.question > .options > ${testCase.list}`)!
    expect(list).not.toBeNull()
    for (const input of container.querySelectorAll('input')) expect(list.contains(input)).toBe(true)
  })

  it('sticks Continue to the bottom of the screen unless the page turns stickyAction off', () => {
    const sticky = show(testCase)
    expect(action()?.classList.contains('sticky-action')).toBe(true)
    sticky.unmount()
    show(testCase, { stickyAction: false })
    expect(action()?.classList.contains('sticky-action')).toBe(false)
  })

  it("draws every option's icon, each from its own symbol of the sprite", () => {
    // Every option given an icon, a different one each, whichever the seed gives it.
    const names = ['brain', 'heart', 'smartphone', 'moon', 'sun', 'book-open', 'star', 'check', 'clock', 'users'] as const
    const { container } = show(testCase, (page) => ({ options: page.options.map((option, index) => ({ ...option, icon: names[index % names.length]! })) }))
    const page = seedPage(pages, testCase.key, testCase.componentType) as PageOf<typeof testCase.componentType>
    const drawn = [...container.querySelectorAll('svg[data-icon]')]
    expect(drawn.map((svg) => svg.getAttribute('data-icon'))).toEqual(expect.arrayContaining(withOptions(page, sharedOptionSets).options.map((_, index) => names[index % names.length])))
    for (const svg of drawn) {
      const name = svg.getAttribute('data-icon')
      expect(isIconName(name) && svg.querySelector('use')?.getAttribute('href') === `${ICON_SPRITE_URL}#${name}`, `${name} drawn from its symbol`).toBe(true)
    }
  })
})
