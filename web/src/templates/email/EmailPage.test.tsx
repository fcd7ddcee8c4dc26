// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { introPages } from '../../../../seed/funnels/demo/intro'
import { analysisPages } from '../../../../seed/funnels/leadership/analysis'
import { uiStrings } from '../../../../seed/uiStrings'
import { actionName, copy, renderTemplate, seedPage } from '../templateTestKit'
import { templateTestProps } from '../templateTestProps'
import EmailPage from './Template'

const leadership = seedPage(analysisPages, 'email', 'email')
const demo = seedPage(introPages, 'email', 'email')

async function submitMistyped(page: typeof demo, language: 'en' | 'pl' = 'en') {
  const { user, calls } = renderTemplate(EmailPage, templateTestProps(page, uiStrings, language))
  await user.type(screen.getByRole('textbox', { name: copy(uiStrings.emailLabel, language) }), 'anna@example')
  await user.click(screen.getByRole('button', { name: actionName(page, uiStrings, language) }))
  expect(calls.next).toBe(0)
  return screen.getByRole('alert').textContent
}

describe('EmailPage: the invalid-address message (spec 5)', () => {
  it('is the growth flow\'s own words on the leadership e-mail page', async () => {
    expect(uiStrings.emailInvalidShort.en).toBe('Please enter a valid email')
    expect(await submitMistyped(leadership)).toBe('Please enter a valid email')
  })

  it('is Polish on the Polish page', async () => {
    expect(await submitMistyped(leadership, 'pl')).toBe(copy(uiStrings.emailInvalidShort, 'pl'))
  })

  it('is the spec\'s default elsewhere', async () => {
    expect(await submitMistyped(demo)).toBe('Please enter a valid email address')
  })
})
