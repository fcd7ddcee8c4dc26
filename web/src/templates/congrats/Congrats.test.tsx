// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { offerPages } from '../../../../seed/funnels/leadership/offer'
import { uiStrings } from '../../../../seed/uiStrings'
import { copy, renderTemplate, seedPage } from '../templateTestKit'
import { templateTestProps } from '../templateTestProps'
import Congrats from './Template'

const page = seedPage(offerPages, 'congrats', 'congrats')

describe('Congrats', () => {
  it('thanks the visitor and leads on to the account page with its button, in English and Polish', async () => {
    for (const language of ['en', 'pl'] as const) {
      const { user, calls, unmount } = renderTemplate(Congrats, templateTestProps(page, uiStrings, language))
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy(page.title, language))
      expect(document.querySelector('.congrats-mark svg')?.getAttribute('data-icon')).toBe('check')
      await user.click(screen.getByRole('button', { name: copy(page.buttonText, language) }))
      expect(calls.next).toBe(1)
      unmount()
    }
  })

  it('is the end of the funnel when the content gives it no button', () => {
    const { buttonText: _none, ...withoutButton } = page
    renderTemplate(Congrats, templateTestProps(withoutButton, uiStrings))
    expect(screen.queryByRole('button')).toBeNull()
  })
})
