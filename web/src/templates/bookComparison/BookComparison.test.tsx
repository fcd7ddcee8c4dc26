import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { resultPages } from '../../../../seed/funnels/demo/results'
import { uiStrings } from '../../../../seed/uiStrings'
import { templateTestProps } from '../templateTestProps'
import BookComparison from './BookComparison'

const page = resultPages.find((candidate) => candidate.key === 'book-comparison')

const side = (html: string, name: string) => html.match(new RegExp(`data-side="${name}">(.*?)</div>`))?.[1] ?? ''

describe('BookComparison', () => {
  it('sets reading a book against learning by doing, with the figures under them and the banner above', () => {
    const html = renderToStaticMarkup(<BookComparison {...templateTestProps(page, uiStrings)} />)
    expect(html).toContain('<p class="comparison-banner">Learn by doing</p><h1>Reading a book vs. learning by doing</h1>')
    expect(side(html, 'book')).toContain('<h2 class="comparison-title">Reading a book</h2>')
    expect(side(html, 'book')).toContain('a week later only a few ideas remain')
    expect(side(html, 'doing')).toContain('<h2 class="comparison-title">Learning by doing</h2>')
    expect(html.indexOf('data-side="book"')).toBeLessThan(html.indexOf('data-side="doing"'))
    const figures = [...html.matchAll(/<li data-value="(\d+)">(?:<span[^>]*>[^<]*<\/span>)?([^<]+)<\/li>/g)].map((match) => [match[1], match[2]])
    expect(figures).toEqual([
      ['500', '500+ summaries'],
      ['5000', '5000 actions'],
    ])
    expect(html).toContain('class="primary-button">Continue</button>')
  })

  it('switches the banner with bannerKey and shows none for an unknown key', () => {
    const base = templateTestProps(page, uiStrings, 'pl')
    const other = renderToStaticMarkup(<BookComparison {...base} page={{ ...base.page, bannerKey: 'moreThanBookSummaries' }} />)
    expect(other).toContain('<p class="comparison-banner">Więcej niż podsumowania książek</p>')
    const unknown = renderToStaticMarkup(<BookComparison {...base} page={{ ...base.page, bannerKey: 'toString' }} />)
    expect(unknown).not.toContain('comparison-banner')
    expect(unknown).toContain('<h2 class="comparison-title">Nauka przez działanie</h2>')
  })
})
