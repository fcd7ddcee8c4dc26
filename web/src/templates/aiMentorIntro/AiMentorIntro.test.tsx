// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resultPages } from '../../../../seed/funnels/demo/results'
import { leadershipScoring } from '../../../../seed/funnels/leadership/scoring'
import { uiStrings } from '../../../../seed/uiStrings'
import type { Answers } from '../../funnel/answers'
import { scoreResult } from '../../funnel/scoreResult'
import * as errors from '../../platform/events/errors'
import { actionName, copy, renderTemplate, seedPage } from '../templateTestKit'
import { templateTestProps } from '../templateTestProps'
import type { TemplateProps } from '../TemplateProps'
import AiMentorIntro from './Template'

// The Firebase side, faked where the app reaches it: the lazily loaded platform module.
const platform = vi.hoisted(() => ({ authManager: { userId: vi.fn() }, callFunction: vi.fn() }))
vi.mock('../../platform/firebase/platformLoaded', () => ({ platformLoaded: () => Promise.resolve(platform) }))

const page = seedPage(resultPages, 'ai-mentor-intro', 'aiMentorIntro')
const items = page.items!
const show = (language: 'en' | 'pl' = 'en', overrides: Partial<TemplateProps<'aiMentorIntro'>> = {}, shown = page) =>
  renderTemplate(AiMentorIntro, templateTestProps(shown, uiStrings, language, overrides))

const ANSWERS: Answers = {
  'radio-question-basic': [{ key: 'often', index: 1 }],
  'checkbox-question': [
    { key: 'morning', index: 0 },
    { key: 'evening', index: 2 },
  ],
}

beforeEach(() => {
  platform.authManager.userId.mockResolvedValue('uid-1')
  platform.callFunction.mockResolvedValue({ transferId: 't-1', mentorUrl: 'https://mentor.example/t-1' })
})
afterEach(() => {
  vi.restoreAllMocks()
  platform.callFunction.mockReset()
})
const messages = () => screen.getAllByRole('listitem')

describe('AiMentorIntro', () => {
  it('shows the chat in order, the mentor (the first speaker) on one side and the visitor on the other', () => {
    show()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy(page.title))
    expect(messages().map((message) => message.textContent)).toEqual(items.map((item) => `${copy(item.title)}: ${copy(item.text)}`))
    // Each speaker's avatar is its icon, drawn as SVG (no emoji that a phone without the font shows as a box).
    expect(messages().map((message) => message.querySelector('.chat-avatar svg.icon')?.getAttribute('aria-hidden') ?? null)).toEqual(items.map((item) => (item.icon ? 'true' : null)))
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

  it('hands the quiz profile to the AI mentor (answers as option keys) and moves on without waiting', async () => {
    const { user, calls } = show('pl', { answers: ANSWERS, email: 'ada@example.com' })
    await user.click(screen.getByRole('button', { name: actionName(page, uiStrings, 'pl') }))
    expect(calls.next).toBe(1)
    await vi.waitFor(() => expect(platform.callFunction).toHaveBeenCalledTimes(1))
    expect(platform.callFunction).toHaveBeenCalledWith('transferToStepwiseAI', {
      onboardingType: 'demo',
      userId: 'uid-1',
      language: 'pl',
      email: 'ada@example.com',
      profile: { answers: { 'radio-question-basic': ['often'], 'checkbox-question': ['morning', 'evening'] } },
    })
  })

  it('sends the scored result when the page scores one, and no e-mail when the visitor gave none', async () => {
    const answers: Answers = { quickQuestion1_1: [{ key: 'allTheTime', index: 0 }] }
    const { user } = show('en', { answers }, { ...page, resultScoring: leadershipScoring })
    await user.click(screen.getByRole('button', { name: actionName(page, uiStrings) }))
    await vi.waitFor(() => expect(platform.callFunction).toHaveBeenCalledTimes(1))
    const { key, score } = scoreResult(leadershipScoring, answers)
    const request = platform.callFunction.mock.calls[0]![1] as Record<string, unknown>
    expect(request.profile).toEqual({ answers: { quickQuestion1_1: ['allTheTime'] }, result: { name: key, score } })
    expect(score).toBeGreaterThan(0)
    expect(request).not.toHaveProperty('email')
  })

  it('reports a failed hand-over without holding the visitor up, and hands over once', async () => {
    const report = vi.spyOn(errors, 'reportError').mockImplementation(() => undefined)
    platform.callFunction.mockRejectedValue(Object.assign(new Error('unavailable'), { code: 'functions/unavailable' }))
    const { user, calls } = show('en', { answers: ANSWERS })
    const button = screen.getByRole('button', { name: actionName(page, uiStrings) })
    await user.click(button)
    await user.click(button)
    expect(calls.next).toBe(2)
    await vi.waitFor(() => expect(report).toHaveBeenCalledWith(expect.objectContaining({ source: 'aiMentor' })))
    expect(platform.callFunction).toHaveBeenCalledTimes(1)
  })

  it('speaks Polish', () => {
    show('pl')
    expect(messages()[1]!.textContent).toContain(`${copy(items[1]!.title, 'pl')}: ${copy(items[1]!.text, 'pl')}`)
    expect(screen.getByRole('button', { name: actionName(page, uiStrings, 'pl') })).toBeTruthy()
  })
})
