import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { PageDocument } from '../../../../schemas/page/schema'
import { offerPages } from '../../../../seed/funnels/demo/offer'
import { uiStrings } from '../../../../seed/uiStrings'
import type { TemplateProps } from '../TemplateProps'
import { templateTestProps } from '../templateTestProps'
import EndPage from './EndPage'

/** Props for a demo page from the seed (checked against the page schema), optionally changed. */
function props(key: string, language: 'en' | 'pl' = 'en', change: Partial<PageDocument> = {}): TemplateProps {
  return templateTestProps({ ...offerPages.find((candidate) => candidate.key === key)!, ...change }, uiStrings, language)
}

describe('EndPage', () => {
  it('shows title, paragraphs, items and Continue for each of the four end pages', () => {
    const titles = ['Your plan is ready', 'Everything you need to keep going', 'Try it free for 7 days', 'One last step']
    titles.forEach((title, index) => {
      const html = renderToStaticMarkup(<EndPage {...props(`end-page-${index + 1}`)} />)
      expect(html).toContain(`<h1>${title}</h1>`)
      expect(html).toMatch(/class="primary-button">Continue<\/button>/)
    })
  })

  it('lists the items with their text', () => {
    const html = renderToStaticMarkup(<EndPage {...props('end-page-1')} />)
    expect(html.match(/class="end-item"/g)).toHaveLength(3)
    expect(html).toContain('<strong class="end-item-title">One action a day</strong>')
    expect(html).toContain('A 5-minute task that turns an idea into a habit.')
  })

  it('leaves the list out when a page has no items, and speaks Polish', () => {
    const html = renderToStaticMarkup(<EndPage {...props('end-page-4', 'pl')} />)
    expect(html).not.toContain('end-list')
    expect(html).toContain('9,99 miesięcznie')
    expect(html).toMatch(/class="primary-button">Dalej<\/button>/)
  })
})
