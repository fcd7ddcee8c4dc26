// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { resultPages } from '../../../../seed/funnels/demo/results'
import { uiStrings } from '../../../../seed/uiStrings'
import { actionName, copy, renderTemplate, seedPage, textQuery } from '../templateTestKit'
import { templateTestProps } from '../templateTestProps'
import BookComparison from './Template'

const page = seedPage(resultPages, 'book-comparison', 'bookComparison')
const sides = page.items!.filter((item) => item.value === undefined)
const figures = page.items!.filter((item) => item.value !== undefined)
const show = (language: 'en' | 'pl', bannerKey?: string) => {
  const base = templateTestProps(page, uiStrings, language)
  // An unknown key (from older or newer content) is what the type system cannot see.
  return renderTemplate(BookComparison, { ...base, page: { ...base.page, bannerKey: bannerKey as typeof page.bannerKey } })
}

describe('BookComparison', () => {
  it('sets reading a book against learning by doing, with the figures under them and the banner above', async () => {
    const { user, calls, container } = show('en', page.bannerKey)
    const title = screen.getByRole('heading', { level: 1 })
    expect(title.textContent).toBe(copy(page.title))
    expect(title.previousElementSibling?.textContent).toBe(copy(uiStrings.comparisonLearnByDoing))
    expect(page.bannerKey).toBe('learnByDoing')
    const [book, doing] = sides.map((side) => screen.getByRole('heading', { level: 2, name: copy(side.title) }).parentElement!)
    expect([book!.dataset.side, doing!.dataset.side]).toEqual(['book', 'doing'])
    expect(book!.textContent).toContain(copy(sides[0]!.text))
    expect(book!.compareDocumentPosition(doing!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    const shown = Array.from(container.querySelectorAll('.comparison-figures li')).map((item) => [Number((item as HTMLElement).dataset.value), item.textContent])
    expect(shown).toEqual(figures.map((figure) => [figure.value, `${figure.icon ? ' ' : ''}${copy(figure.title)}`]))
    expect(Array.from(container.querySelectorAll('.comparison-figures li')).map((item) => item.querySelector('svg.icon') !== null)).toEqual(figures.map((figure) => figure.icon !== undefined))
    expect(figures.some((figure) => figure.icon)).toBe(true)
    await user.click(screen.getByRole('button', { name: actionName(page, uiStrings) }))
    expect(calls.next).toBe(1)
  })

  it('switches the banner with bannerKey and shows none for an unknown key', () => {
    const other = show('pl', 'moreThanBookSummaries')
    expect(screen.getByText(textQuery(uiStrings.comparisonMoreThanBookSummaries, 'pl'))).toBeTruthy()
    other.unmount()
    show('pl', 'toString')
    expect(screen.getByRole('heading', { level: 1 }).previousElementSibling).toBeNull()
    expect(screen.getByRole('heading', { level: 2, name: copy(sides[1]!.title, 'pl') })).toBeTruthy()
  })
})
