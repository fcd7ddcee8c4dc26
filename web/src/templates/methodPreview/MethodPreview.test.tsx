import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { resultPages } from '../../../../seed/funnels/demo/results'
import { uiStrings } from '../../../../seed/uiStrings'
import { templateTestProps } from '../templateTestProps'
import MethodPreview from './MethodPreview'

const page = resultPages.find((candidate) => candidate.key === 'method-preview')

describe('MethodPreview', () => {
  it('lists the 5 steps of the 4-week method in order, each with its week', () => {
    const html = renderToStaticMarkup(<MethodPreview {...templateTestProps(page, uiStrings)} />)
    expect(html).toContain('<h1>Your 4-week, 5-step method</h1>')
    const steps = [...html.matchAll(/<li class="method-step">.*?<\/li>/g)].map((match) => match[0])
    expect(steps).toHaveLength(5)
    expect(steps[0]).toContain('<span class="visually-hidden">Step 1: </span>Notice the patterns</h2>')
    expect(steps[4]).toContain('<span class="visually-hidden">Step 5: </span>Make it last</h2>')
    expect(steps.map((step) => step.match(/<p class="method-week">([^<]+)<\/p>/)?.[1])).toEqual(['Week 1', 'Week 1', 'Week 2', 'Week 3', 'Week 4'])
    expect(steps[2]).toContain('66 screen-free activities')
    expect(html).toContain('<ol class="method-steps">')
    expect(html).toContain('class="primary-button">Continue</button>')
  })

  it('names steps and weeks in Polish, and leaves the week out when a step has none', () => {
    const base = templateTestProps(page, uiStrings, 'pl')
    const items = base.page.items!.map(({ value: _value, ...item }) => item)
    const html = renderToStaticMarkup(<MethodPreview {...base} page={{ ...base.page, items }} />)
    expect(html).toContain('<span class="visually-hidden">Krok 1: </span>Zauważ schematy')
    expect(html).not.toContain('method-week')
    expect(renderToStaticMarkup(<MethodPreview {...base} />)).toContain('<p class="method-week">Tydzień 4</p>')
  })
})
