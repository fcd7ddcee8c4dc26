// @vitest-environment jsdom
import { within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { paywallPage } from '../../../../seed/funnels/demo/offerPaywall'
import { uiStrings } from '../../../../seed/uiStrings'
import { renderTemplate, seedPage } from '../templateTestKit'
import { templateTestProps } from '../templateTestProps'
import Paywall from './Template'

const page = seedPage([paywallPage], 'paywall', 'paywall')

describe('Paywall fine print', () => {
  it.each(['en', 'pl'] as const)('shows its rich-text fine print under the button in %s, with same-tab links to the legal pages', (language) => {
    const { container } = renderTemplate(Paywall, templateTestProps(page, uiStrings, language))
    const finePrint = container.querySelector<HTMLElement>('.paywall-plan .rich-text')!
    const spans = (page.finePrint![language] ?? []).flatMap((block) => block.children ?? [])
    expect(finePrint.textContent).toBe(spans.map((span) => span.text).join(''))
    expect(within(finePrint).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/terms', '/policy'])
    const button = container.querySelector('.paywall-plan .primary-button')!
    expect(button.compareDocumentPosition(finePrint) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })
})
