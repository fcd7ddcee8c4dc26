import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { keyed, str, text } from '../../../../seed/build'
import { resultPages } from '../../../../seed/funnels/demo/results'
import { uiStrings } from '../../../../seed/uiStrings'
import { templateTestProps } from '../templateTestProps'
import BeforeAfterTransformation from './BeforeAfterTransformation'

const page = resultPages.find((candidate) => candidate.key === 'before-after-transformation')

const column = (html: string, side: string) => html.match(new RegExp(`data-side="${side}">(.*?)</div>`))?.[1] ?? ''
const points = (html: string) => [...html.matchAll(/<li>([^<]+)<\/li>/g)].map((match) => match[1])

describe('BeforeAfterTransformation', () => {
  it('shows the first item as the before column and the second as the after column, a point per line', () => {
    const html = renderToStaticMarkup(<BeforeAfterTransformation {...templateTestProps(page, uiStrings)} />)
    expect(html).toContain('<h1>From reading to real change</h1>')
    expect(html.indexOf('data-side="before"')).toBeLessThan(html.indexOf('data-side="after"'))
    const before = column(html, 'before')
    const after = column(html, 'after')
    expect(before).toContain('<h2 class="before-after-title">Today</h2>')
    expect(points(before)).toEqual(['Half-read books on the shelf', 'Good ideas forgotten within a week', 'Goals put off until &quot;someday&quot;'])
    expect(after).toContain('<h2 class="before-after-title">In 4 weeks</h2>')
    expect(points(after)).toEqual(['One key idea a day, in 15 minutes', 'Actions you repeat until they become habits', 'Visible progress toward your goal'])
    expect(html).toContain('class="primary-button">Continue</button>')
  })

  it('keeps a one-line text as a paragraph, in Polish too', () => {
    const base = templateTestProps(page, uiStrings, 'pl')
    const items = keyed([
      { _type: 'pageItem' as const, title: str('Today', 'Dziś'), text: text('Tasks pile up.', 'Zadania się piętrzą.') },
      { _type: 'pageItem' as const, title: str('In 4 weeks', 'Za 4 tygodnie'), text: text('Tasks are shared.', 'Zadania są podzielone.') },
    ])
    const html = renderToStaticMarkup(<BeforeAfterTransformation {...base} page={{ ...base.page, items }} />)
    expect(column(html, 'before')).toContain('<p class="before-after-text">Zadania się piętrzą.</p>')
    expect(column(html, 'after')).toContain('<h2 class="before-after-title">Za 4 tygodnie</h2>')
    expect(html).not.toContain('<ul')
  })
})
