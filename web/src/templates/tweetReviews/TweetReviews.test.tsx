// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { PageOf } from '../../../../schemas/page/schema'
import { offerPages } from '../../../../seed/funnels/demo/offer'
import { uiStrings } from '../../../../seed/uiStrings'
import { formatMessage } from '../../ui/message'
import { actionName, copy, renderTemplate, seedPage } from '../templateTestKit'
import { templateTestProps } from '../templateTestProps'
import TweetReviews from './Template'

const page = seedPage(offerPages, 'interruptor-tweet', 'tweetReviews')
const show = (language: 'en' | 'pl' = 'en', change: Partial<PageOf<'tweetReviews'>> = {}) =>
  renderTemplate(TweetReviews, templateTestProps({ ...page, ...change }, uiStrings, language))
const counted = (key: 'tweetReplies' | 'tweetRetweets' | 'tweetLikes', count: number, language: 'en' | 'pl' = 'en') =>
  formatMessage(copy(uiStrings[key], language), { count }, language)
const hidden = () => Array.from(document.querySelectorAll('.tweet-counts .visually-hidden')).map((label) => label.textContent)

describe('TweetReviews', () => {
  it('shows each tweet with user, handle, time and content', async () => {
    const { user, calls } = show()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy(page.title))
    const tweets = screen.getAllByRole('article')
    expect(tweets).toHaveLength(3)
    page.reviews!.forEach((review, index) => {
      expect(tweets[index]!.querySelector('.tweet-meta')?.textContent).toBe(`${review.user} ${review.handle} · ${copy(review.time)}`)
      expect(tweets[index]!.textContent).toContain(copy(review.content))
    })
    await user.click(screen.getByRole('button', { name: actionName(page, uiStrings) }))
    expect(calls.next).toBe(1)
  })

  it('shows the counts beside their icons, each with an accessible label', () => {
    show()
    const first = page.reviews![0]!
    const shown = Array.from(screen.getAllByRole('article')[0]!.querySelectorAll('.tweet-count'))
    expect(shown.map((count) => [count.getAttribute('aria-hidden'), count.getAttribute('data-count'), count.textContent?.trim(), count.querySelector('svg.icon') !== null])).toEqual([
      ['true', 'comments', String(first.comments), true],
      ['true', 'retweets', String(first.retweets), true],
      ['true', 'likes', String(first.likes), true],
    ])
    expect(hidden()).toEqual(
      page.reviews!.flatMap((review) => [
        counted('tweetReplies', review.comments!),
        counted('tweetRetweets', review.retweets!),
        counted('tweetLikes', review.likes!),
      ]),
    )
    expect(hidden()).toContain('1 reply')
  })

  it('uses Polish plural forms', () => {
    show('pl')
    for (const label of ['120 polubień', '22 polubienia', '1 odpowiedź', '4 udostępnienia']) expect(hidden()).toContain(label)
    expect(document.querySelector('.tweet-meta')?.textContent).toContain(` · ${copy(page.reviews![0]!.time, 'pl')}`)
  })

  it('leaves out a count the review does not have', () => {
    const review = { ...page.reviews![0]!, comments: undefined, retweets: undefined, likes: 5 }
    show('en', { reviews: [review] })
    expect(hidden()).toEqual([counted('tweetLikes', 5)])
  })
})
