import type { CSSProperties } from 'react'
import { PrimaryButton } from '../../ui/PrimaryButton'
import { TemplateShell } from '../../ui/TemplateShell'
import type { TemplateProps } from '../TemplateProps'
import './aiMentorIntro.css'

/** Between two messages appearing, long enough to read as a conversation, short enough not to wait for. */
const MESSAGE_DELAY_MS = 500

/**
 * The AI mentor's introduction as a short chat. Each of `page.items` is a message: its title
 * names the speaker, its text is the message, its icon the speaker's avatar. The mentor opens
 * the conversation, so the first item's speaker is the mentor (left); everyone else is the
 * visitor (right). Messages pop in one after another, at once under reduced motion (CSS).
 */
export default function AiMentorIntro({ page, strings, t, onNext }: TemplateProps<'aiMentorIntro'>) {
  const messages = page.items ?? []
  const mentor = t(messages[0]?.title)
  return (
    <TemplateShell
      page={page}
      t={t}
      className="ai-mentor-intro"
      action={<PrimaryButton onClick={onNext}>{t(page.buttonText) || t(strings.continue)}</PrimaryButton>}
    >
      <ol className="chat">
        {messages.map((message, index) => {
          const speaker = t(message.title)
          const side = speaker === mentor ? 'mentor' : 'visitor'
          return (
            <li
              key={message._key}
              className={`chat-message chat-${side}`}
              style={{ '--chat-delay': `${index * MESSAGE_DELAY_MS}ms` } as CSSProperties}
            >
              {message.icon && (
                <span className="chat-avatar" aria-hidden="true">
                  {message.icon}
                </span>
              )}
              <p className="chat-bubble">
                <span className="chat-speaker">{speaker}</span>
                <span className="visually-hidden">: </span>
                {t(message.text)}
              </p>
            </li>
          )
        })}
      </ol>
    </TemplateShell>
  )
}
