import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { resultPages } from '../../../../seed/funnels/demo/results'
import { uiStrings } from '../../../../seed/uiStrings'
import { templateTestProps } from '../templateTestProps'
import ExpertIntroduction from './ExpertIntroduction'

const page = resultPages.find((candidate) => candidate.key === 'expert-introduction')

const details = (html: string) => [...html.matchAll(/<dt>([^<]+)<\/dt><dd>([^<]+)<\/dd>/g)].map((match) => [match[1], match[2]])

describe('ExpertIntroduction', () => {
  it("shows the expert's name, initials, success rate, families helped and method facts", () => {
    const html = renderToStaticMarkup(<ExpertIntroduction {...templateTestProps(page, uiStrings)} />)
    expect(html).toContain('<h1>Meet the expert behind the method</h1>')
    expect(html).toContain('<span class="expert-initials" aria-hidden="true">EL</span>')
    expect(html).toContain('<h2 class="expert-name">Dr Ewa Lisowska</h2>')
    expect(html).toContain('Child psychologist and mother of two')
    expect(html).toContain('<strong>94%</strong> success rate')
    expect(html).toContain('<strong>10,000+</strong> families helped')
    expect(details(html)).toEqual([
      ['Method', '5 Steps to Calm Screens'],
      ['For', 'Parents of children aged 1 to 6+'],
      ['Program', '4 weeks, 5 steps'],
      ['Guarantee', '30-day money-back guarantee'],
    ])
    expect(html).not.toContain('<img')
    expect(html).toContain('class="primary-button">Continue</button>')
  })

  it('shows a photo instead of initials when the content has one, and speaks Polish', () => {
    const base = templateTestProps(page, uiStrings, 'pl')
    const photo = { _type: 'pageImage' as const, _key: 'p', src: '/expert.jpg', width: 160, height: 160, alt: { _type: 'localeString' as const, en: 'Ewa', pl: 'Ewa Lisowska' } }
    const html = renderToStaticMarkup(<ExpertIntroduction {...base} page={{ ...base.page, expert: { ...base.page.expert!, photo } }} />)
    expect(html).toContain('<img class="expert-photo" src="/expert.jpg" alt="Ewa Lisowska" width="160" height="160"/>')
    expect(html).not.toContain('expert-initials')
    expect(html).toMatch(/<strong>10\s000\+<\/strong> rodzin, którym pomogliśmy/)
    expect(details(html)[3]).toEqual(['Gwarancja', '30-dniowa gwarancja zwrotu pieniędzy'])
  })
})
