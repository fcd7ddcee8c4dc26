// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { PageOf } from '../../../../schemas/page/schema'
import { offerPages } from '../../../../seed/funnels/demo/offer'
import { uiStrings } from '../../../../seed/uiStrings'
import { formatMessage } from '../../ui/message'
import { actionName, copy, renderTemplate, seedPage, textQuery } from '../templateTestKit'
import { templateTestProps } from '../templateTestProps'
import SocialProof from './Template'

const page = seedPage(offerPages, 'social-proof', 'socialProof')
const [percent, summaries, actions] = page.items!
const ratings = page.storeRatings!
const show = (language: 'en' | 'pl' = 'en', change: Partial<PageOf<'socialProof'>> = {}) =>
  renderTemplate(SocialProof, templateTestProps({ ...page, ...change }, uiStrings, language))
const stats = () => Array.from(document.querySelectorAll('.stat')).map((stat) => [stat.querySelector('.stat-value')?.textContent, stat.querySelector('.stat-label')?.textContent])
const rated = (store: string, rating: string, language: 'en' | 'pl' = 'en') => formatMessage(copy(uiStrings.storeRating, language), { store, rating }, language)

describe('SocialProof', () => {
  it('shows each stat with its label: a figure as the copy writes it, or a number in the language style', () => {
    show()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy(page.title))
    expect(stats()).toEqual([
      [copy(percent!.title), copy(percent!.text)],
      [copy(summaries!.title), copy(summaries!.text)],
      ['5,000', copy(actions!.title)],
    ])
  })

  it('shows both store ratings with accessible text and the reviews count, and moves on', async () => {
    const { user, calls } = show()
    expect(screen.getByText(rated('App Store', String(ratings.appStore))).className).toBe('visually-hidden')
    expect(screen.getByText(rated('Google Play', String(ratings.playStore)))).toBeTruthy()
    expect(screen.getByText(textQuery(ratings.reviewsCount))).toBeTruthy()
    await user.click(screen.getByRole('button', { name: actionName(page, uiStrings) }))
    expect(calls.next).toBe(1)
  })

  it('writes ratings with a decimal comma in Polish', () => {
    show('pl')
    expect(screen.getByText(rated('App Store', '4,8', 'pl'))).toBeTruthy()
    const score = document.querySelectorAll('.store-score')[1]!
    expect(score.textContent).toBe('4,6 ')
    expect(score.querySelector('svg.store-star')?.getAttribute('fill')).toBe('currentColor')
    expect(stats()[2]).toEqual(['5000', copy(actions!.title, 'pl')])
  })

  it('leaves out a store without a rating', () => {
    show('en', { storeRatings: { _type: 'storeRatings', appStore: 4.3 } })
    expect(screen.getByText(rated('App Store', '4.3'))).toBeTruthy()
    expect(screen.queryByText(/Google Play/)).toBeNull()
  })
})
