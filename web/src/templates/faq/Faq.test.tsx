// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { postPurchasePages } from '../../../../seed/funnels/demo/postPurchase'
import { uiStrings } from '../../../../seed/uiStrings'
import { actionName, copy, renderTemplate, seedPage } from '../templateTestKit'
import { templateTestProps } from '../templateTestProps'
import Faq from './Template'

const page = seedPage(postPurchasePages, 'faq', 'faq')
const show = (language: 'en' | 'pl' = 'en') => renderTemplate(Faq, templateTestProps(page, uiStrings, language))
const questions = page.questions!
const plain = (blocks: NonNullable<typeof questions>[number]['answer']['en']) =>
  blocks.map((block) => (block.children ?? []).map((span) => span.text).join('')).join('')

describe('Faq', () => {
  it('shows the title and every question closed as a native disclosure (details/summary) that opens on a tap', async () => {
    const { user, container } = show()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy(page.title))
    const items = container.querySelectorAll('details')
    expect(items).toHaveLength(questions.length)
    items.forEach((item, index) => {
      expect(item.open).toBe(false)
      expect(item.querySelector('summary')?.textContent).toBe(copy(questions[index]!.question))
    })
    await user.click(items[0]!.querySelector('summary')!)
    expect(items[0]!.open).toBe(true)
    expect(items[0]!.textContent).toContain(plain(questions[0]!.answer.en))
  })

  it('renders the answers as rich text: bold, a list and a same-tab link to the terms', async () => {
    const { user, container } = show()
    for (const summary of container.querySelectorAll('summary')) await user.click(summary)
    expect(container.querySelector('.faq-answer strong')?.textContent).toBeTruthy()
    const list = container.querySelector('.faq-answer ul')!
    expect(within(list as HTMLElement).getAllByRole('listitem').length).toBeGreaterThan(1)
    const terms = container.querySelector<HTMLAnchorElement>('.faq-answer a')!
    expect(terms.getAttribute('href')).toBe('/terms')
    expect(terms.getAttribute('target')).toBeNull()
  })

  it('speaks Polish and moves on with its button', async () => {
    const { user, container, calls } = show('pl')
    expect(container.querySelector('summary')?.textContent).toBe(copy(questions[0]!.question, 'pl'))
    await user.click(container.querySelector('summary')!)
    expect(container.querySelector('details')!.textContent.replace(/\u00a0/g, ' ')).toContain(plain(questions[0]!.answer.pl!))
    await user.click(screen.getByRole('button', { name: actionName(page, uiStrings, 'pl') }))
    expect(calls.next).toBe(1)
  })
})
