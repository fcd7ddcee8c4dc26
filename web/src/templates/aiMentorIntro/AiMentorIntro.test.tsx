// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { resultPages } from '../../../../seed/funnels/demo/results'
import { uiStrings } from '../../../../seed/uiStrings'
import { actionName, copy, renderTemplate, seedPage } from '../templateTestKit'
import { templateTestProps } from '../templateTestProps'
import AiMentorIntro from './AiMentorIntro'

const page = seedPage(resultPages, 'ai-mentor-intro', 'aiMentorIntro')
const items = page.items!
const show = (language: 'en' | 'pl' = 'en') => renderTemplate(AiMentorIntro, templateTestProps(page, uiStrings, language))
const messages = () => screen.getAllByRole('listitem')

describe('AiMentorIntro', () => {
  it('shows the chat in order, the mentor (the first speaker) on one side and the visitor on the other', () => {
    show()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy(page.title))
    expect(messages().map((message) => message.textContent)).toEqual(items.map((item) => `${item.icon ?? ''}${copy(item.title)}: ${copy(item.text)}`))
    const mentor = copy(items[0]!.title)
    expect(messages().map((message) => message.className.includes('chat-mentor'))).toEqual(items.map((item) => copy(item.title) === mentor))
    expect(new Set(items.map((item) => copy(item.title))).size).toBe(2)
  })

  it('lets each message appear after the one before it, and hides the avatars from screen readers', () => {
    show()
    const delays = messages().map((message) => Number.parseInt(message.style.getPropertyValue('--chat-delay'), 10))
    expect(delays[0]).toBe(0)
    for (let index = 1; index < delays.length; index++) expect(delays[index]!).toBeGreaterThan(delays[index - 1]!)
    for (const avatar of document.querySelectorAll('.chat-avatar')) expect(avatar.getAttribute('aria-hidden')).toBe('true')
  })

  it('moves on with its button', async () => {
    const { user, calls } = show()
    await user.click(screen.getByRole('button', { name: actionName(page, uiStrings) }))
    expect(calls.next).toBe(1)
  })

  it('speaks Polish', () => {
    show('pl')
    expect(messages()[1]!.textContent).toContain(`${copy(items[1]!.title, 'pl')}: ${copy(items[1]!.text, 'pl')}`)
    expect(screen.getByRole('button', { name: actionName(page, uiStrings, 'pl') })).toBeTruthy()
  })
})
