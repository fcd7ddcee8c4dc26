import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { resultPages } from '../../../../seed/funnels/demo/results'
import { uiStrings } from '../../../../seed/uiStrings'
import { templateTestProps } from '../templateTestProps'
import AiMentorIntro from './AiMentorIntro'

const page = resultPages.find((candidate) => candidate.key === 'ai-mentor-intro')

const messages = (html: string) =>
  [...html.matchAll(/<li class="chat-message chat-(\w+)"[^>]*>.*?<span class="chat-speaker">([^<]+)<\/span><span class="visually-hidden">: <\/span>([^<]+)<\/p><\/li>/g)].map((match) => [match[1], match[2], match[3]])

describe('AiMentorIntro', () => {
  it('shows the chat in order, the mentor on one side and the visitor on the other', () => {
    const html = renderToStaticMarkup(<AiMentorIntro {...templateTestProps(page, uiStrings)} />)
    expect(html).toContain('<h1>Meet your AI mentor</h1>')
    const chat = messages(html)
    expect(chat.map(([side, speaker]) => [side, speaker])).toEqual([
      ['mentor', 'Mentor'],
      ['visitor', 'You'],
      ['mentor', 'Mentor'],
      ['visitor', 'You'],
      ['mentor', 'Mentor'],
    ])
    expect(chat[3]![2]).toBe('And if I get stuck?')
    // Each message appears after the one before it.
    expect(html).toContain('--chat-delay:0ms')
    expect(html).toContain('--chat-delay:2000ms')
    expect(html).toContain('<span class="chat-avatar" aria-hidden="true">🤖</span>')
    expect(html).toContain('class="primary-button">Start with my mentor</button>')
  })

  it('speaks Polish', () => {
    const chat = messages(renderToStaticMarkup(<AiMentorIntro {...templateTestProps(page, uiStrings, 'pl')} />))
    expect(chat[1]).toEqual(['visitor', 'Ty', 'Zgadza się. Dużo czytam, ale niewiele się zmienia.'])
  })
})
