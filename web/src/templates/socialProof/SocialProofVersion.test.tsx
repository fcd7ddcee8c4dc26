// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { parentingPages } from '../../../../seed/funnels/parenting/index'
import { parentingAbTests } from '../../../../seed/funnels/parenting/tests'
import { processFunnel } from '../../../../seed/kit/processTestKit'
import { uiStrings } from '../../../../seed/uiStrings'
import { copy, renderTemplate, seedPage } from '../templateTestKit'
import { templateTestProps } from '../templateTestProps'
import SocialProof from './Template'

/** The parenting social-proof page as the socialProofVersion variant leaves it. */
const version = (socialProofVersionKey: 'headway' | 'original') =>
  seedPage(processFunnel(parentingPages, parentingAbTests, { socialProofVersionKey }), 'social-proof', 'socialProof')

describe('SocialProof under socialProofVersion (parenting)', () => {
  it('headway: the big figures, no store ratings', () => {
    const page = version('headway')
    renderTemplate(SocialProof, templateTestProps(page, uiStrings))
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy(page.title))
    expect(Array.from(document.querySelectorAll('.stat-value')).map((el) => el.textContent)).toEqual(['300+', '94%', '2500'])
    expect(document.querySelector('.store-ratings')).toBeNull()
    const image = screen.getByRole('img', { name: copy(page.images![0]!.alt) })
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['640', '320'])
  })

  it('original: another headline and the store ratings instead of the figures, in Polish too', () => {
    const page = version('original')
    renderTemplate(SocialProof, templateTestProps(page, uiStrings, 'pl'))
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy(page.title, 'pl'))
    expect(copy(page.title)).not.toBe(copy(version('headway').title))
    expect(document.querySelector('.stats')).toBeNull()
    expect(Array.from(document.querySelectorAll('.store-score')).map((el) => el.textContent?.trim())).toEqual(['4,8', '4,3'])
    expect(document.querySelectorAll('.store-score svg.store-star')).toHaveLength(2)
  })
})
