// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { resultPages } from '../../../../seed/funnels/demo/results'
import { uiStrings } from '../../../../seed/uiStrings'
import { actionName, copy, renderTemplate, seedPage } from '../templateTestKit'
import { templateTestProps } from '../templateTestProps'
import PromisePage from './Template'

const page = seedPage(resultPages, 'promise', 'promise')

describe('PromisePage', () => {
  it('shows one benefit card per item, with its icon hidden from screen readers', async () => {
    const { user, calls } = renderTemplate(PromisePage, templateTestProps(page, uiStrings))
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy(page.title))
    const cards = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(cards).toHaveLength(4)
    page.items!.forEach((item, index) => {
      expect(within(cards[index]!).getByRole('heading', { level: 2 }).textContent).toBe(copy(item.title))
      expect(cards[index]!.querySelector('.item-card-icon')?.getAttribute('aria-hidden')).toBe('true')
    })
    await user.click(screen.getByRole('button', { name: actionName(page, uiStrings) }))
    expect(calls.next).toBe(1)
  })

  it('is a plain promise without items, and speaks Polish', () => {
    const base = templateTestProps(page, uiStrings, 'pl')
    renderTemplate(PromisePage, { ...base, page: { ...base.page, items: undefined } })
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy(page.title, 'pl'))
    expect(screen.queryByRole('list')).toBeNull()
    expect(screen.getByRole('button', { name: actionName(page, uiStrings, 'pl') })).toBeTruthy()
  })
})
