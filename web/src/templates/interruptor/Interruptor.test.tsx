import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { PageDocument } from '../../../../schemas/page/schema'
import { offerPages } from '../../../../seed/funnels/demo/offer'
import { uiStrings } from '../../../../seed/uiStrings'
import type { TemplateProps } from '../TemplateProps'
import { templateTestProps } from '../templateTestProps'
import Interruptor from './Interruptor'

/** Props for a demo page from the seed (checked against the page schema), optionally changed. */
function props(key: string, language: 'en' | 'pl' = 'en', change: Partial<PageDocument> = {}): TemplateProps {
  return templateTestProps({ ...offerPages.find((candidate) => candidate.key === key)!, ...change }, uiStrings, language)
}

describe('Interruptor with items', () => {
  it('lists the obstacles under the paragraphs and keeps its story controls', () => {
    const html = renderToStaticMarkup(<Interruptor {...props('interruptor-obstacles')} />)
    expect(html).toContain('<h1>What usually gets in the way</h1>')
    expect(html).toMatch(/Your plan is built to get past each of them\.<\/p><ul class="story-items">/)
    expect(html.match(/<li>/g)).toHaveLength(4)
    expect(html).toContain('<li>Too little time</li>')
    expect(html).toContain('aria-pressed="false"')
    expect(html).toMatch(/class="primary-button">Continue<\/button>/)
  })

  it('gives the listed words reading time', () => {
    const duration = (change: Partial<PageDocument>) =>
      Number(renderToStaticMarkup(<Interruptor {...props('interruptor-obstacles', 'en', change)} />).match(/data-duration="(\d+)"/)?.[1])
    expect(duration({})).toBeGreaterThan(duration({ items: [] }))
  })

  it('renders no list for a story without items', () => {
    const html = renderToStaticMarkup(<Interruptor {...props('interruptor-obstacles', 'pl', { items: [] })} />)
    expect(html).not.toContain('story-items')
    expect(html).toContain('Co zwykle staje na przeszkodzie')
  })
})
