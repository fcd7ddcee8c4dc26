import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { PageDocument } from '../../../../schemas/page/schema'
import { offerPages } from '../../../../seed/funnels/demo/offer'
import { uiStrings } from '../../../../seed/uiStrings'
import type { TemplateProps } from '../TemplateProps'
import { templateTestProps } from '../templateTestProps'
import SocialProof from './SocialProof'

/** Props for a demo page from the seed (checked against the page schema), optionally changed. */
function props(key: string, language: 'en' | 'pl' = 'en', change: Partial<PageDocument> = {}): TemplateProps {
  return templateTestProps({ ...offerPages.find((candidate) => candidate.key === key)!, ...change }, uiStrings, language)
}

describe('SocialProof', () => {
  it('shows each stat with its label', () => {
    const html = renderToStaticMarkup(<SocialProof {...props('social-proof')} />)
    expect(html).toContain('<h1>You are in good company</h1>')
    expect(html).toContain('<strong class="stat-value">91%</strong> <span class="stat-label">stay after the first 30 days</span>')
    expect(html).toContain('<strong class="stat-value">500+</strong>')
    // A stat with a value shows the number in the language's style, its title as the label.
    expect(html).toContain('<strong class="stat-value">5,000</strong> <span class="stat-label">practical actions</span>')
  })

  it('shows both store ratings with accessible text and the reviews count', () => {
    const html = renderToStaticMarkup(<SocialProof {...props('social-proof')} />)
    expect(html).toContain('App Store: rated 4.8 out of 5')
    expect(html).toContain('Google Play: rated 4.6 out of 5')
    expect(html).toContain('Based on 12,400 reviews')
    expect(html).toMatch(/class="primary-button">Continue<\/button>/)
  })

  it('writes ratings with a decimal comma in Polish', () => {
    const html = renderToStaticMarkup(<SocialProof {...props('social-proof', 'pl')} />)
    expect(html).toContain('App Store: ocena 4,8 na 5')
    expect(html).toContain('4,6 <span class="store-star">★</span>')
    expect(html).toContain('<strong class="stat-value">5000</strong> <span class="stat-label">praktycznych działań</span>')
  })

  it('leaves out a store without a rating', () => {
    const html = renderToStaticMarkup(
      <SocialProof {...props('social-proof', 'en', { storeRatings: { _type: 'storeRatings', appStore: 4.3 } })} />,
    )
    expect(html).toContain('App Store: rated 4.3 out of 5')
    expect(html).not.toContain('Google Play')
  })
})
