// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { keyed, str, text } from '../../../../seed/build'
import { resultPages } from '../../../../seed/funnels/demo/results'
import { uiStrings } from '../../../../seed/uiStrings'
import { actionName, copy, renderTemplate, seedPage, textQuery } from '../templateTestKit'
import { templateTestProps } from '../templateTestProps'
import BeforeAfterTransformation from './Template'

const page = seedPage(resultPages, 'before-after-transformation', 'beforeAfterTransformation')
const [before, after] = page.items!
const lines = (value: string) => value.split('\n').map((line) => line.trim()).filter(Boolean)
const column = (title: string) => screen.getByRole('heading', { level: 2, name: title }).parentElement!
const points = (element: HTMLElement) => within(element).getAllByRole('listitem').map((item) => item.textContent)

describe('BeforeAfterTransformation', () => {
  it('shows the first item as the before column and the second as the after column, a point per line', async () => {
    const { user, calls } = renderTemplate(BeforeAfterTransformation, templateTestProps(page, uiStrings))
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy(page.title))
    const [first, second] = [column(copy(before!.title)), column(copy(after!.title))]
    expect(first.dataset.side).toBe('before')
    expect(second.dataset.side).toBe('after')
    expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(points(first)).toEqual(lines(copy(before!.text)))
    expect(points(second)).toEqual(lines(copy(after!.text)))
    expect(points(first).length).toBeGreaterThan(1)
    await user.click(screen.getByRole('button', { name: actionName(page, uiStrings) }))
    expect(calls.next).toBe(1)
  })

  it('keeps a one-line text as a paragraph, in Polish too', () => {
    const base = templateTestProps(page, uiStrings, 'pl')
    const items = keyed([
      { _type: 'pageItem' as const, title: str('Today', 'Dziś'), text: text('Tasks pile up.', 'Zadania się piętrzą.') },
      { _type: 'pageItem' as const, title: str('In 4 weeks', 'Za 4 tygodnie'), text: text('Tasks are shared.', 'Zadania są podzielone.') },
    ])
    renderTemplate(BeforeAfterTransformation, { ...base, page: { ...base.page, items } })
    expect(within(column(copy(items[0]!.title, 'pl'))).getByText(textQuery(items[0]!.text, 'pl')).tagName).toBe('P')
    expect(column(copy(items[1]!.title, 'pl')).dataset.side).toBe('after')
    expect(screen.queryByRole('list')).toBeNull()
  })
})
