import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { PageDocument } from '../../../../schemas/page/schema'
import { offerPages } from '../../../../seed/funnels/demo/offer'
import { uiStrings } from '../../../../seed/uiStrings'
import type { TemplateProps } from '../TemplateProps'
import { templateTestProps } from '../templateTestProps'
import TweetReviews from './TweetReviews'

/** Props for a demo page from the seed (checked against the page schema), optionally changed. */
function props(key: string, language: 'en' | 'pl' = 'en', change: Partial<PageDocument> = {}): TemplateProps {
  return templateTestProps({ ...offerPages.find((candidate) => candidate.key === key)!, ...change }, uiStrings, language)
}

describe('TweetReviews', () => {
  it('shows each tweet with user, handle, time and content', () => {
    const html = renderToStaticMarkup(<TweetReviews {...props('interruptor-tweet')} />)
    expect(html).toContain('<h1>What people say about learning by doing</h1>')
    expect(html.match(/<article class="tweet">/g)).toHaveLength(3)
    expect(html).toContain('<strong>Anna K.</strong><span class="tweet-muted"> @annak</span><span class="tweet-muted"> · 2h</span>')
    expect(html).toContain('cleared my inbox before lunch')
    expect(html).toMatch(/class="primary-button">Continue<\/button>/)
  })

  it('shows the counts, each with an accessible label', () => {
    const html = renderToStaticMarkup(<TweetReviews {...props('interruptor-tweet')} />)
    expect(html).toContain('<span aria-hidden="true">💬 14</span><span class="visually-hidden">14 replies</span>')
    expect(html).toContain('<span class="visually-hidden">32 retweets</span>')
    expect(html).toContain('<span class="visually-hidden">120 likes</span>')
    expect(html).toContain('<span class="visually-hidden">1 reply</span>')
  })

  it('uses Polish plural forms', () => {
    const html = renderToStaticMarkup(<TweetReviews {...props('interruptor-tweet', 'pl')} />)
    expect(html).toContain('120 polubień')
    expect(html).toContain('22 polubienia')
    expect(html).toContain('1 odpowiedź')
    expect(html).toContain('4 udostępnienia')
    expect(html).toContain(' · 2 godz.')
  })

  it('leaves out a count the review does not have', () => {
    const review = { _type: 'review' as const, _key: 'r', user: 'Ola', content: { _type: 'localeText' as const, en: 'Great' }, likes: 5 }
    const html = renderToStaticMarkup(<TweetReviews {...props('interruptor-tweet', 'en', { reviews: [review] })} />)
    expect(html).toContain('5 likes')
    expect(html).not.toContain('replies')
    expect(html).not.toContain('retweets')
  })
})
