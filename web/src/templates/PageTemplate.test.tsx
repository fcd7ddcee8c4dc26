import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { COMPONENT_TYPES } from '../../../schemas/page/componentTypes'
import { uiStrings } from '../../../seed/uiStrings'
import type { RenderPage } from '../content/renderPages'
import { PageTemplate } from './PageTemplate'
import { templateFor } from './registry'
import type { TemplateProps } from './TemplateProps'

const props = (componentType: string): TemplateProps => ({
  // A page from an older or newer content version than this build: the type system cannot see it.
  page: { _id: 'page.demo.x', _type: 'page', key: 'x', componentType, options: [] } as unknown as RenderPage,
  language: 'en',
  strings: uiStrings,
  t: (value) => value?.en ?? '',
  answers: {},
  onAnswer: () => {},
  onEmail: () => {},
  onNext: () => {},
  onBack: () => {},
  story: null,
})

describe('template registry', () => {
  it('has a template for every componentType', () => {
    for (const type of COMPONENT_TYPES) expect(templateFor(type), type).toBeDefined()
  })

  it('an unknown componentType renders a visible fallback instead of a blank page', () => {
    const html = renderToStaticMarkup(<PageTemplate {...props('carousel')} />)
    expect(html).toContain('data-unknown-template="carousel"')
    expect(html).toContain('This part of the quiz cannot be shown right now.')
    expect(html).toContain('<button')
  })
})
