import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { PageDocument } from '../../../../schemas/page/schema'
import { offerPages } from '../../../../seed/funnels/demo/offer'
import { uiStrings } from '../../../../seed/uiStrings'
import { hostElements } from '../templateTestKit'
import type { TemplateProps } from '../TemplateProps'
import { templateTestProps } from '../templateTestProps'
import Calculation from './Calculation'
import { ConfirmDialog } from './ConfirmDialog'

function props(language: 'en' | 'pl' = 'en', change: Partial<PageDocument> = {}): TemplateProps {
  return templateTestProps({ ...offerPages.find((candidate) => candidate.key === 'calculation')!, ...change }, uiStrings, language)
}

describe('Calculation', () => {
  it('starts with four empty progress steps, each labelled by its loading text', () => {
    const html = renderToStaticMarkup(<Calculation {...props()} />)
    expect(html).toContain('<h1>Creating your personal plan</h1>')
    expect(html.match(/role="progressbar"/g)).toHaveLength(4)
    expect(html.match(/aria-valuenow="0"/g)).toHaveLength(4)
    for (const text of [
      'Analysing your answers',
      'Matching summaries to your goals',
      'Picking your daily actions',
      'Putting your plan together',
    ]) {
      const id = html.match(new RegExp(`<span id="([^"]+)">${text}</span>`))?.[1]
      expect(id, text).toBeTruthy()
      expect(html).toContain(`aria-labelledby="${id}"`)
    }
    expect(html).toContain('data-state="active"')
    // The question waits for the steps to finish.
    expect(html).not.toContain('role="dialog"')
  })

  it('shows the Polish loading texts', () => {
    const html = renderToStaticMarkup(<Calculation {...props('pl')} />)
    expect(html).toContain('Analizujemy Twoje odpowiedzi')
    expect(html).toContain('Tworzymy Twój osobisty plan')
  })

  it('asks its yes/no question in a labelled modal dialog', () => {
    const html = renderToStaticMarkup(
      <ConfirmDialog question="Do you believe you learn best through action?" yes="Yes" no="No" onChoose={() => {}} />,
    )
    expect(html).toContain('role="dialog"')
    expect(html).toContain('aria-modal="true"')
    const labelledBy = html.match(/aria-labelledby="([^"]+)"/)?.[1]
    expect(html).toContain(`<h2 id="${labelledBy}">Do you believe you learn best through action?</h2>`)
    expect(html).toMatch(
      /<button type="button" class="primary-button">Yes<\/button>.*<button type="button" class="confirm-secondary">No<\/button>/,
    )
  })

  // Without steps the calculation is done at once, so one server render reaches the question.
  const answered = (choice: 'Yes' | 'No') => {
    const calls: string[] = []
    const page = {
      ...props(),
      onAnswer: (items: unknown) => calls.push(`answer ${JSON.stringify(items)}`),
      onNext: () => calls.push('next'),
    }
    const buttons = hostElements(<Calculation {...page} page={{ ...page.page, items: [] }} />).filter(
      (element) => element.type === 'button',
    )
    const button = buttons.find((element) => element.props.children === choice)
    const click = button?.props.onClick as () => void
    click()
    click()
    return calls
  }

  it('stores either answer, then moves on once even when clicked twice', () => {
    expect(answered('Yes')).toEqual(['answer [{"key":"yes","index":0}]', 'next'])
    expect(answered('No')).toEqual(['answer [{"key":"no","index":1}]', 'next'])
  })

  it('without a question, offers Continue once the steps are done', () => {
    const html = renderToStaticMarkup(<Calculation {...props('en', { items: [], confirm: undefined })} />)
    expect(html).not.toContain('role="dialog"')
    expect(html).toMatch(/class="primary-button">Continue<\/button>/)
  })
})
