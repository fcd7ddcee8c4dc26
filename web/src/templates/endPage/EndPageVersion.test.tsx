// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { leadershipPages } from '../../../../seed/funnels/leadership/index'
import { leadershipAbTests } from '../../../../seed/funnels/leadership/tests'
import { processFunnel } from '../../../../seed/kit/processTestKit'
import { uiStrings } from '../../../../seed/uiStrings'
import { seedPage } from '../templateTestKit'
import { templateTestProps } from '../templateTestProps'
import EndPage from './Template'

const own = seedPage(leadershipPages, 'money', 'endPage')
const v1 = seedPage(processFunnel(leadershipPages, leadershipAbTests, { pricingVersionKey: 'v1' }), 'money', 'endPage')

describe("leadership's money page (pricingVersion)", () => {
  it.each(['en', 'pl'] as const)('v1 shows the copy that quotes the v1 prices (%s)', (language) => {
    render(<EndPage {...templateTestProps(v1, uiStrings, language)} />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(own.titleAlternatives![0]![language])
    expect(screen.getByText(own.paragraphAlternatives![0]![language]!)).toBeTruthy()
    expect(screen.queryByText(own.paragraphs![0]![language]!)).toBeNull()
  })

  it('without a version the page shows its own copy, which names no price', () => {
    render(<EndPage {...templateTestProps(own, uiStrings, 'en')} />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(own.title!.en)
    expect(screen.getByText(own.paragraphs![0]!.en!).textContent).not.toContain('$')
  })
})
