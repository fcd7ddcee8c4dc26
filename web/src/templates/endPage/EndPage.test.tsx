// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { offerPages } from '../../../../seed/funnels/demo/offer'
import { uiStrings } from '../../../../seed/uiStrings'
import { actionName, copy, renderTemplate, seedPage, textQuery } from '../templateTestKit'
import { templateTestProps } from '../templateTestProps'
import EndPage from './Template'

const pageOf = (key: string) => seedPage(offerPages, key, 'endPage')
const show = (key: string, language: 'en' | 'pl' = 'en') => renderTemplate(EndPage, templateTestProps(pageOf(key), uiStrings, language))

describe('EndPage', () => {
  it('shows title, paragraphs and a Continue that moves on for each of the four end pages', async () => {
    for (const key of ['end-page-1', 'end-page-2', 'end-page-3', 'end-page-4']) {
      const page = pageOf(key)
      const { user, calls, unmount } = show(key)
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy(page.title))
      for (const paragraph of page.paragraphs ?? []) expect(screen.getByText(textQuery(paragraph))).toBeTruthy()
      await user.click(screen.getByRole('button', { name: actionName(page, uiStrings) }))
      expect(calls.next, key).toBe(1)
      unmount()
    }
  })

  it('lists the items with their titles and text', () => {
    const page = pageOf('end-page-1')
    show(page.key)
    const items = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(items).toHaveLength(page.items!.length)
    expect(items).toHaveLength(3)
    page.items!.forEach((item, index) => {
      expect(items[index]!.querySelector('strong')?.textContent).toBe(copy(item.title))
      expect(items[index]!.textContent).toContain(copy(item.text))
      // The item's icon, or a check, drawn as SVG.
      expect(items[index]!.querySelector('.end-icon svg')?.getAttribute('data-icon')).toBe(item.icon ?? 'check')
    })
  })

  it('leaves the list out when a page has no items, and speaks Polish', () => {
    const page = pageOf('end-page-4')
    show(page.key, 'pl')
    expect(page.items ?? []).toHaveLength(0)
    expect(screen.queryByRole('list')).toBeNull()
    expect(screen.getByText(textQuery(page.paragraphs![0], 'pl'))).toBeTruthy()
    expect(screen.getByRole('button', { name: actionName(page, uiStrings, 'pl') })).toBeTruthy()
  })
})
