// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { offerPages } from '../../../../seed/funnels/demo/offer'
import { uiStrings } from '../../../../seed/uiStrings'
import { formatMessage } from '../../ui/message'
import { actionName, copy, renderTemplate, seedPage, textQuery } from '../templateTestKit'
import { templateTestProps } from '../templateTestProps'
import Testimonial from './Template'

const page = seedPage(offerPages, 'testimonial', 'testimonial')
const reviews = page.reviews!
const stars = (rating: number, language: 'en' | 'pl' = 'en') => formatMessage(copy(uiStrings.reviewRating, language), { rating }, language)

describe('Testimonial', () => {
  it('shows each review with its author and stars that have accessible text', async () => {
    const { user, calls } = renderTemplate(Testimonial, templateTestProps(page, uiStrings))
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy(page.title))
    expect(screen.getAllByRole('figure')).toHaveLength(3)
    // Five star icons a review, as many filled as its rating; the label says the rating in words.
    expect(
      screen.getAllByRole('img').map((image) => [image.getAttribute('aria-label'), image.querySelectorAll('svg.star-filled[fill="currentColor"]').length, image.querySelectorAll('svg.star-empty[fill="none"]').length]),
    ).toEqual(reviews.map((review) => [stars(review.rating!), review.rating!, 5 - review.rating!]))
    expect(reviews.map((review) => review.rating)).toContain(4)
    screen.getAllByRole('figure').forEach((figure, index) => {
      expect(figure.querySelector('figcaption')?.textContent?.startsWith(reviews[index]!.user)).toBe(true)
      expect(figure.querySelector('blockquote')?.textContent).toBe(copy(reviews[index]!.content))
    })
    await user.click(screen.getByRole('button', { name: actionName(page, uiStrings) }))
    expect(calls.next).toBe(1)
  })

  it('speaks Polish', () => {
    renderTemplate(Testimonial, templateTestProps(page, uiStrings, 'pl'))
    expect(screen.getAllByRole('img', { name: stars(5, 'pl') }).length).toBeGreaterThan(0)
    expect(screen.getByText(textQuery(reviews[1]!.content, 'pl'))).toBeTruthy()
  })
})
