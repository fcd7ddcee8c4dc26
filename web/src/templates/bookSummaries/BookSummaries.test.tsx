import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { PageDocument } from '../../../../schemas/page/schema'
import { offerPages } from '../../../../seed/funnels/demo/offer'
import { uiStrings } from '../../../../seed/uiStrings'
import type { TemplateProps } from '../TemplateProps'
import { templateTestProps } from '../templateTestProps'
import BookSummaries from './BookSummaries'

/** Props for a demo page from the seed (checked against the page schema), optionally changed. */
function props(key: string, language: 'en' | 'pl' = 'en', change: Partial<PageDocument> = {}): TemplateProps {
  return templateTestProps({ ...offerPages.find((candidate) => candidate.key === key)!, ...change }, uiStrings, language)
}

describe('BookSummaries', () => {
  it('shows a card per book with its lesson, and Continue', () => {
    const html = renderToStaticMarkup(<BookSummaries {...props('book-summaries')} />)
    expect(html).toContain('<h1>500+ book summaries, each ending in action</h1>')
    expect(html.match(/class="book-card"/g)).toHaveLength(4)
    expect(html).toContain('<h2>Atomic Habits</h2>')
    expect(html).toContain('Start a habit so small that you cannot say no to it.')
    expect(html).toMatch(/class="primary-button">Continue<\/button>/)
  })

  it('shows Polish titles, and the button text the page gives', () => {
    const html = renderToStaticMarkup(
      <BookSummaries {...props('book-summaries', 'pl', { buttonText: { _type: 'localeString', en: 'Show me', pl: 'Pokaż' } })} />,
    )
    expect(html).toContain('<h2>Pułapki myślenia</h2>')
    expect(html).toMatch(/class="primary-button">Pokaż<\/button>/)
  })
})
