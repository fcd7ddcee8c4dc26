// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { reference, str } from '../../../../seed/build'
import { introPages } from '../../../../seed/funnels/demo/intro'
import { gender, sharedOptionSets } from '../../../../seed/optionSets'
import { uiStrings } from '../../../../seed/uiStrings'
import type { RenderPage } from '../../content/renderPages'
import { copy, renderTemplate, seedPage, templateProps, withOptions } from '../templateTestKit'
import type { TemplateProps } from '../TemplateProps'
import Landing from './Template'

// The demo landing with the gender choice that funnel landings such as leadership's offer.
const demoLanding = seedPage(introPages, 'demoLanding', 'landing')
const landing = withOptions({ ...demoLanding, optionSet: reference(gender._id) }, sharedOptionSets)
const plain: RenderPage<'landing'> = { ...landing, optionSet: undefined, options: [] }
const image = (key: string) => ({ _type: 'pageImage' as const, _key: key, src: `/${key}.webp`, alt: str(`Alt ${key}`, `Opis ${key}`), width: 640, height: 400 })
const images = [image('hero'), image('second')]
const show = (page: RenderPage<'landing'>, overrides: Partial<TemplateProps<'landing'>> = {}) => renderTemplate(Landing, templateProps(page, uiStrings, overrides))
const prompt = copy(landing.buttonText)

describe('Landing', () => {
  it('shows option labels without icons, so the icon set is no part of the landing’s first load', () => {
    const withIcons = { ...landing, options: landing.options.map((option) => ({ ...option, icon: 'user' as const })) }
    show(withIcons)
    for (const option of landing.options) expect(screen.getByRole('button', { name: copy(option.label) }).textContent).toBe(copy(option.label))
    expect(document.querySelector('svg')).toBeNull()
  })

  it('with the gender options, each option is a button in a group named by the button text', () => {
    const { container } = show(landing)
    const group = screen.getByRole('group', { name: prompt })
    expect(group.querySelectorAll('button')).toHaveLength(gender.options.length)
    for (const option of gender.options) expect(screen.getByRole('button', { name: copy(option.label) }).closest('[role="group"]')).toBe(group)
    // The prompt stays outside the sticky part: only the buttons float over the content.
    expect(container.querySelector('.page-action')?.contains(screen.getByText(prompt))).toBe(false)
  })

  it('names the options in Polish', () => {
    show(landing, { language: 'pl' })
    expect(screen.getByRole('group', { name: copy(landing.buttonText, 'pl') })).toBeTruthy()
    expect(screen.getByRole('button', { name: copy(gender.options[2]!.label, 'pl') })).toBeTruthy()
  })

  it('choosing an option by pointer or keyboard answers with its index and starts the quiz', async () => {
    const { user, calls } = show(landing)
    await user.click(screen.getByRole('button', { name: copy(gender.options[1]!.label) }))
    expect(calls).toMatchObject({ answers: [[{ key: gender.options[1]!.key, index: 1 }]], next: 1 })
    screen.getByRole('button', { name: copy(gender.options[0]!.label) }).focus()
    await user.keyboard('{Enter}')
    expect(calls).toMatchObject({ answers: [[{ key: gender.options[1]!.key, index: 1 }], [{ key: gender.options[0]!.key, index: 0 }]], next: 2 })
  })

  it('without options keeps the single button, which starts the quiz', async () => {
    const { user, calls } = show(plain)
    expect(screen.getAllByRole('button')).toHaveLength(1)
    expect(screen.queryByRole('group')).toBeNull()
    await user.click(screen.getByRole('button', { name: prompt }))
    expect(calls).toMatchObject({ answers: [], next: 1 })
  })

  it('renders images with width and height on top by default, the first one loaded first', () => {
    const { container } = show({ ...plain, images })
    const [hero, second] = screen.getAllByRole('img') as HTMLImageElement[]
    expect(hero).toBe(screen.getByRole('img', { name: copy(images[0]!.alt) }))
    expect([hero!.getAttribute('width'), hero!.getAttribute('height'), hero!.getAttribute('loading'), hero!.getAttribute('fetchpriority')]).toEqual(['640', '400', 'eager', 'high'])
    expect(second!.getAttribute('loading')).toBe('lazy')
    const heading = screen.getByRole('heading', { level: 1 })
    expect(hero!.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(container.querySelector('.page-images-top')).not.toBeNull()
  })

  it('places images below the text and before the action, or not at all', () => {
    show({ ...plain, images, imagePlacement: 'bottom' })
    const hero = screen.getByRole('img', { name: copy(images[0]!.alt) })
    const button = screen.getByRole('button', { name: prompt })
    expect(screen.getByRole('heading', { level: 1 }).compareDocumentPosition(hero) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(hero.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('shows no image with placement none, and one decorative image behind the page as a background', () => {
    const none = show({ ...plain, images, imagePlacement: 'none' })
    expect(none.container.querySelector('img')).toBeNull()
    none.unmount()
    const { container } = show({ ...plain, images, imagePlacement: 'background' })
    expect(screen.queryByRole('img')).toBeNull()
    expect(container.querySelectorAll('img')).toHaveLength(1)
    expect(container.querySelector('.page-images-background')?.getAttribute('aria-hidden')).toBe('true')
    expect(container.querySelector('section')?.classList.contains('landing-with-background')).toBe(true)
  })

  it('a sticky action is marked so it stays at the bottom on phones', () => {
    const sticky = show({ ...landing, stickyAction: true })
    expect(screen.getByRole('group').parentElement?.classList.contains('sticky-action')).toBe(true)
    sticky.unmount()
    show(landing)
    expect(screen.getByRole('group').parentElement?.classList.contains('sticky-action')).toBe(false)
  })
})
