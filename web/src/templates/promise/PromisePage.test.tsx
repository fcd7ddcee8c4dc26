import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { resultPages } from '../../../../seed/funnels/demo/results'
import { uiStrings } from '../../../../seed/uiStrings'
import { templateTestProps } from '../templateTestProps'
import PromisePage from './PromisePage'

const page = resultPages.find((candidate) => candidate.key === 'promise')

describe('PromisePage', () => {
  it('shows one benefit card per item, with its icon hidden from screen readers', () => {
    const html = renderToStaticMarkup(<PromisePage {...templateTestProps(page, uiStrings)} />)
    expect(html).toContain('<h1>Our promise to you</h1>')
    const cards = [...html.matchAll(/<li class="item-card">(.*?)<\/li>/g)].map((match) => match[1]!)
    expect(cards).toHaveLength(4)
    expect(cards[0]).toContain('<span class="item-card-icon" aria-hidden="true">📚</span>')
    expect(cards[0]).toContain('<h2 class="item-card-title">500+ book summaries</h2>')
    expect(cards[1]).toContain('5000 ready-made actions')
    expect(cards[2]).toContain('6 modules, 460 practical steps')
    expect(html).toContain('class="primary-button">Continue</button>')
  })

  it('is a plain promise without items, and speaks Polish', () => {
    const base = templateTestProps(page, uiStrings, 'pl')
    const html = renderToStaticMarkup(<PromisePage {...base} page={{ ...base.page, items: undefined }} />)
    expect(html).toContain('<h1>Nasza obietnica</h1>')
    expect(html).not.toContain('item-card')
    expect(html).toContain('class="primary-button">Dalej</button>')
  })
})
