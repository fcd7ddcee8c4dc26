// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { screendetoxAbTests, screendetoxPages } from '../../../../seed/funnels/screendetox/index'
import { processFunnel } from '../../../../seed/kit/processTestKit'
import { themeOf } from '../../../../seed/themes'
import { contrastRatio } from '../../../../schemas/theme/contrast'
import { themeStyle } from '../../ui/theme/themeStyle'
import { uiStrings } from '../../../../seed/uiStrings'
import type { Variants } from '../../funnel/answers'
import { copy, renderTemplate, seedPage, textQuery } from '../templateTestKit'
import { templateTestProps } from '../templateTestProps'
import Landing from './Template'

/** The screen-detox landing as a visitor with these variants gets it. */
const landing = (variants: Variants = {}) => seedPage(processFunnel(screendetoxPages, screendetoxAbTests, variants), 'landing', 'landing')
const show = (variants: Variants = {}, language: 'en' | 'pl' = 'en') => renderTemplate(Landing, templateTestProps(landing(variants), uiStrings, language))
const hint = copy(landing().hint)

describe('Landing: hint and button colour', () => {
  it('shows the hint under the main button, in English and Polish', () => {
    const { container, unmount } = show()
    const button = screen.getByRole('button', { name: copy(landing().buttonText) })
    const shown = screen.getByText(hint)
    expect(button.compareDocumentPosition(shown) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(container.querySelector('.landing-button-orange')).toBeNull()
    unmount()
    show({}, 'pl')
    expect(screen.getByText(textQuery(landing().hint, 'pl'))).toBeTruthy()
  })

  it('hides the hint when the page says so (landingPageQuizHint hide)', () => {
    show({ landingPageQuizHintKey: 'hide' })
    expect(screen.queryByText(hint)).toBeNull()
    expect(screen.getByRole('button', { name: copy(landing().buttonText) })).toBeTruthy()
  })

  it('gives the buttons the orange colour with buttonColor orange (landingPageButtonColor orange)', async () => {
    const { container, user, calls } = show({ landingPageButtonColorKey: 'orange' })
    expect(container.querySelector('section')?.classList.contains('landing-button-orange')).toBe(true)
    await user.click(screen.getByRole('button', { name: copy(landing().buttonText) }))
    expect(calls.next).toBe(1)
  })

  it('the orange buttons take the theme\'s accent token, which screen detox\'s theme makes an orange carrying white text', () => {
    // jsdom applies no stylesheet, so the rule is read from the template's CSS itself.
    const css = readFileSync(join(import.meta.dirname, 'Landing.css'), 'utf8')
    const rule = /\.landing-button-orange \.primary-button \{([^}]*)\}/.exec(css)?.[1]
    expect(rule).toContain('background: var(--color-highlight)')
    expect(rule).toContain('color: var(--color-on-highlight)')
    const style = themeStyle(themeOf('screendetox'))
    expect(style['--color-highlight']).toBe(themeOf('screendetox').colors.accent)
    expect(style['--color-on-highlight']).toBe('#ffffff')
    expect(contrastRatio(style['--color-highlight']!, style['--color-on-highlight']!)).toBeGreaterThanOrEqual(4.5)
  })

  it.each(['alt1', 'alt2', 'alt3'])('landingPageHeadline %s shows its headline', (value) => {
    show({ landingPageHeadlineKey: value })
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy(landing({ landingPageHeadlineKey: value }).title))
    expect(copy(landing({ landingPageHeadlineKey: value }).title)).not.toBe(copy(landing().title))
  })

  it.each(['original', 'alternative', 'photorealistic'])('landingPageImage %s shows its illustration with width, height and alt text', (value) => {
    show({ landingPageImageKey: value })
    const image = landing({ landingPageImageKey: value }).images![0]!
    const shown = screen.getByRole('img', { name: copy(image.alt) })
    expect([shown.getAttribute('src'), shown.getAttribute('width'), shown.getAttribute('height')]).toEqual([image.src, '640', '400'])
  })
})
