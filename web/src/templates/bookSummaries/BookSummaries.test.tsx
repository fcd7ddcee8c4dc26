// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { PageOf } from '../../../../schemas/page/schema'
import { offerPages } from '../../../../seed/funnels/demo/offer'
import { uiStrings } from '../../../../seed/uiStrings'
import { actionName, copy, renderTemplate, seedPage } from '../templateTestKit'
import { templateTestProps } from '../templateTestProps'
import BookSummaries from './Template'

const page = seedPage(offerPages, 'book-summaries', 'bookSummaries')
const books = page.items!
const show = (language: 'en' | 'pl' = 'en', change: Partial<PageOf<'bookSummaries'>> = {}) =>
  renderTemplate(BookSummaries, templateTestProps({ ...page, ...change }, uiStrings, language))

describe('BookSummaries', () => {
  it('shows a card per book with its lesson, and Continue', async () => {
    const { user, calls } = show()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy(page.title))
    const cards = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(cards).toHaveLength(4)
    books.forEach((book, index) => {
      expect(within(cards[index]!).getByRole('heading', { level: 2 }).textContent).toBe(copy(book.title))
      expect(cards[index]!.textContent).toContain(copy(book.text))
      // A book without a cover shows its icon (a book by default) as SVG, never an emoji.
      if (!book.image) expect(cards[index]!.querySelector('.book-cover-icon svg')?.getAttribute('data-icon')).toBe(book.icon ?? 'book-open')
    })
    await user.click(screen.getByRole('button', { name: actionName(page, uiStrings) }))
    expect(calls.next).toBe(1)
  })

  it('shows Polish titles, and the button text the page gives', () => {
    const buttonText = { _type: 'localeString' as const, en: uiStrings.refreshPage.en, pl: uiStrings.refreshPage.pl }
    show('pl', { buttonText })
    expect(screen.getByRole('heading', { level: 2, name: copy(books[1]!.title, 'pl') })).toBeTruthy()
    expect(screen.getByRole('button', { name: copy(buttonText, 'pl') })).toBeTruthy()
  })
})
