import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { PageDocument } from '../../../../schemas/page/schema'
import { offerPages } from '../../../../seed/funnels/demo/offer'
import { uiStrings } from '../../../../seed/uiStrings'
import type { TemplateProps } from '../TemplateProps'
import { templateTestProps } from '../templateTestProps'
import Testimonial from './Testimonial'

/** Props for a demo page from the seed (checked against the page schema), optionally changed. */
function props(key: string, language: 'en' | 'pl' = 'en', change: Partial<PageDocument> = {}): TemplateProps {
  return templateTestProps({ ...offerPages.find((candidate) => candidate.key === key)!, ...change }, uiStrings, language)
}

describe('Testimonial', () => {
  it('shows each review with its author and stars that have accessible text', () => {
    const html = renderToStaticMarkup(<Testimonial {...props('testimonial')} />)
    expect(html).toContain('<h1>Real people, real change</h1>')
    expect(html.match(/class="review-card"/g)).toHaveLength(3)
    expect(html).toContain('role="img" aria-label="Rated 5 out of 5">★★★★★</span>')
    expect(html).toContain('role="img" aria-label="Rated 4 out of 5">★★★★☆</span>')
    expect(html).toContain('<figcaption class="review-user">Marek W.</figcaption>')
    expect(html).toContain('The daily actions finally made the ideas stick.')
    expect(html).toMatch(/class="primary-button">Continue<\/button>/)
  })

  it('speaks Polish', () => {
    const html = renderToStaticMarkup(<Testimonial {...props('testimonial', 'pl')} />)
    expect(html).toContain('aria-label="Ocena: 5 na 5"')
    expect(html).toContain('Wystarczy pięć minut rano.')
  })
})
