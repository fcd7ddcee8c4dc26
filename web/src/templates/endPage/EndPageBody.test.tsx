// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { offerPages } from '../../../../seed/funnels/demo/offer'
import { uiStrings } from '../../../../seed/uiStrings'
import { renderTemplate, seedPage } from '../templateTestKit'
import { templateTestProps } from '../templateTestProps'
import EndPage from './Template'

const page = seedPage(offerPages, 'end-page-3', 'endPage')
const spans = (language: 'en' | 'pl') => (page.body![language] ?? []).flatMap((block) => block.children ?? [])

describe('EndPage body', () => {
  it.each(['en', 'pl'] as const)('shows its rich text in %s: bold, a numbered list and the terms link', (language) => {
    const { container } = renderTemplate(EndPage, templateTestProps(page, uiStrings, language))
    const bold = spans(language).find((span) => span.marks?.includes('strong'))!
    expect(container.querySelector('.rich-text strong')?.textContent).toBe(bold.text)
    const steps = container.querySelector<HTMLElement>('.rich-text ol')!
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3)
    const link = within(container.querySelector<HTMLElement>('.rich-text')!).getByRole('link')
    expect(link.getAttribute('href')).toBe('/terms')
    expect(screen.getAllByRole('list').length).toBeGreaterThan(1)
  })
})
