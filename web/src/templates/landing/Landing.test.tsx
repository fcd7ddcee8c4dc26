import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { reference, str } from '../../../../seed/build'
import { introPages } from '../../../../seed/funnels/demo/intro'
import { gender, sharedOptionSets } from '../../../../seed/optionSets'
import { uiStrings } from '../../../../seed/uiStrings'
import type { RenderPage } from '../../content/renderPages'
import type { AnswerItem } from '../../funnel/answers'
import { countOf, hostElements, templateProps, withOptions } from '../templateTestKit'
import type { TemplateProps } from '../TemplateProps'
import Landing from './Landing'

// The demo landing with the gender choice that funnel landings such as leadership's offer.
const demoLanding = introPages.find((page) => page.key === 'demoLanding')!
const landing = withOptions({ ...demoLanding, optionSet: reference(gender._id) }, sharedOptionSets)
const plain: RenderPage = { ...landing, optionSet: undefined, options: [] }
const image = (key: string) => ({ _type: 'pageImage' as const, _key: key, src: `/${key}.webp`, alt: str(`Alt ${key}`, `Opis ${key}`), width: 640, height: 400 })
const render = (page: RenderPage, overrides: Partial<TemplateProps> = {}) => renderToStaticMarkup(<Landing {...templateProps(page, uiStrings, overrides)} />)

describe('Landing', () => {
  it('with the gender options, each option is a button in a group named by the button text', () => {
    const html = render(landing)
    expect(countOf(html, /<button type="button" class="primary-button">/)).toBe(3)
    expect(html).toMatch(/<p id="([^"]+)" class="landing-prompt">Start the demo<\/p><div class="page-action"><div role="group" class="landing-choices" aria-labelledby="\1">/)
    expect(html).toContain('>Male</button>')
    expect(html).toContain('>Female</button>')
    expect(html).toContain('>Prefer not to say</button>')
    expect(render(landing, { language: 'pl' })).toContain('>Wolę nie podawać</button>')
  })

  it('choosing an option answers with its index and starts the quiz', () => {
    const answers: AnswerItem[][] = []
    let next = 0
    const props = templateProps(landing, uiStrings, { onAnswer: (items) => answers.push(items), onNext: () => next++ })
    const buttons = hostElements(<Landing {...props} />).filter((element) => element.type === 'button')
    ;(buttons[1]?.props.onClick as () => void)()
    expect(answers).toEqual([[{ key: 'female', index: 1 }]])
    expect(next).toBe(1)
  })

  it('without options keeps the single button', () => {
    const html = render(plain)
    expect(countOf(html, /<button/)).toBe(1)
    expect(html).toContain('<button type="button" class="primary-button">Start the demo</button>')
    expect(html).not.toContain('role="group"')
  })

  it('renders images with width and height where the page places them, on top by default', () => {
    const images = [image('hero'), image('second')]
    const top = render({ ...plain, images })
    expect(top).toMatch(/<section class="page-body landing"><div class="page-images page-images-top"><img src="\/hero.webp" alt="Alt hero" width="640" height="400" loading="eager" fetchPriority="high"/)
    expect(top).toContain('<img src="/second.webp" alt="Alt second" width="640" height="400" loading="lazy"')
    expect(render({ ...plain, images, imagePlacement: 'bottom' })).toMatch(/<\/p><div class="page-images page-images-bottom">.*<div class="page-action">/)
    expect(render({ ...plain, images, imagePlacement: 'none' })).not.toContain('<img')
    const background = render({ ...plain, images, imagePlacement: 'background' })
    expect(background).toContain('<section class="page-body landing landing-with-background"><div class="page-images page-images-background" aria-hidden="true"><img src="/hero.webp" alt="" width="640" height="400"')
    expect(countOf(background, /<img/)).toBe(1)
  })

  it('a sticky action is marked so it stays at the bottom on phones', () => {
    expect(render({ ...landing, stickyAction: true })).toContain('<div class="page-action sticky-action"><div role="group"')
    expect(render(landing)).not.toContain('sticky-action')
  })
})
