// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { resultPages } from '../../../../seed/funnels/demo/results'
import { uiStrings } from '../../../../seed/uiStrings'
import { actionName, copy, renderTemplate, seedPage, textQuery } from '../templateTestKit'
import { templateTestProps } from '../templateTestProps'
import ExpertIntroduction from './Template'

const page = seedPage(resultPages, 'expert-introduction', 'expertIntroduction')
const expert = page.expert!
const details = () => Array.from(document.querySelectorAll('dt')).map((term) => [term.textContent, term.nextElementSibling?.textContent])

describe('ExpertIntroduction', () => {
  it("shows the expert's name, initials, success rate, families helped and method facts", async () => {
    const { user, calls } = renderTemplate(ExpertIntroduction, templateTestProps(page, uiStrings))
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy(page.title))
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(expert.expertName)
    const initials = document.querySelector('.expert-initials')!
    expect([initials.textContent, initials.getAttribute('aria-hidden')]).toEqual(['EL', 'true'])
    expect(screen.getByText(textQuery(expert.expertTitle))).toBeTruthy()
    const stats = screen.getAllByRole('listitem').map((item) => item.textContent)
    expect(stats).toEqual([`${expert.successRate}% ${copy(uiStrings.expertSuccessRate)}`, `10,000+ ${copy(uiStrings.expertFamiliesHelped)}`])
    expect(details()).toEqual([
      [copy(uiStrings.expertMethod), copy(expert.methodName)],
      [copy(uiStrings.expertAudience), copy(expert.targetAudience)],
      [copy(uiStrings.expertProgram), copy(expert.programDuration)],
      [copy(uiStrings.expertGuarantee), copy(expert.guaranteePeriod)],
    ])
    expect(screen.queryByRole('img')).toBeNull()
    await user.click(screen.getByRole('button', { name: actionName(page, uiStrings) }))
    expect(calls.next).toBe(1)
  })

  it('shows a photo instead of initials when the content has one, and speaks Polish', () => {
    const base = templateTestProps(page, uiStrings, 'pl')
    const photo = { _type: 'pageImage' as const, _key: 'p', src: '/expert.jpg', width: 160, height: 160, alt: { _type: 'localeString' as const, en: expert.expertName, pl: expert.expertName } }
    renderTemplate(ExpertIntroduction, { ...base, page: { ...base.page, expert: { ...expert, photo } } })
    const image = screen.getByRole('img', { name: expert.expertName })
    expect([image.getAttribute('src'), image.getAttribute('width'), image.getAttribute('height')]).toEqual(['/expert.jpg', '160', '160'])
    expect(document.querySelector('.expert-initials')).toBeNull()
    expect(screen.getAllByRole('listitem')[1]!.textContent).toMatch(new RegExp(`^10\\s000\\+ ${copy(uiStrings.expertFamiliesHelped, 'pl')}$`))
    expect(details()[3]).toEqual([copy(uiStrings.expertGuarantee, 'pl'), copy(expert.guaranteePeriod, 'pl')])
  })
})
