// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { parentingPages } from '../../../../seed/funnels/parenting/index'
import { parentingAbTests } from '../../../../seed/funnels/parenting/tests'
import { processFunnel } from '../../../../seed/kit/processTestKit'
import { uiStrings } from '../../../../seed/uiStrings'
import { copy, renderTemplate, seedPage } from '../templateTestKit'
import { templateTestProps } from '../templateTestProps'
import PromisePage from './Template'

/** The parenting empathy promise as the promisePageLayout variant leaves it. */
const promiseFor = (layout: 'cards' | 'list') =>
  seedPage(processFunnel(parentingPages, parentingAbTests, { promisePageLayoutKey: layout }), 'empathy-promise', 'promise')

describe('PromisePage layout', () => {
  it.each(['cards', 'list'] as const)('%s: every item, in the layout the content names', (layout) => {
    const page = promiseFor(layout)
    expect(page.layout).toBe(layout)
    renderTemplate(PromisePage, templateTestProps(page, uiStrings))
    const list = screen.getByRole('list')
    expect(list.classList.contains(layout === 'list' ? 'promise-list' : 'promise-cards')).toBe(true)
    expect(list.classList.contains(layout === 'list' ? 'promise-cards' : 'promise-list')).toBe(false)
    const rows = within(list).getAllByRole('listitem')
    expect(rows.map((row) => within(row).getByRole('heading', { level: 2 }).textContent)).toEqual(page.items!.map((item) => copy(item.title)))
    // Cards show each item's icon; the list ticks every row with a check. Both as SVG.
    expect(rows.map((row) => row.querySelector('.item-card-icon svg')?.getAttribute('data-icon'))).toEqual(page.items!.map((item) => (layout === 'list' ? 'check' : item.icon)))
  })

  it('a page without a layout shows cards', () => {
    const page = promiseFor('list')
    renderTemplate(PromisePage, templateTestProps({ ...page, layout: undefined }, uiStrings, 'pl'))
    expect(screen.getByRole('list').classList.contains('promise-cards')).toBe(true)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy(page.title, 'pl'))
  })
})
