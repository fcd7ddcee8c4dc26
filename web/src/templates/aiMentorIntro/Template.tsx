import { useRef, type CSSProperties } from 'react'
import { reportError } from '../../platform/events/errors'
import { PrimaryButton } from '../../ui/PrimaryButton'
import { TemplateShell } from '../../ui/TemplateShell'
import { Icon } from '../../ui/Icon'
import type { TemplateProps } from '../TemplateProps'
import './aiMentorIntro.css'
import { handOverToMentor } from './mentorHandOver'

/** Between two messages appearing, long enough to read as a conversation, short enough not to wait for. */
const MESSAGE_DELAY_MS = 500

/**
 * The AI mentor's introduction as a short chat. Each of `page.items` is a message: its title
 * names the speaker, its text is the message, its icon the speaker's avatar. The mentor opens
 * the conversation, so the first item's speaker is the mentor (left); everyone else is the
 * visitor (right). Messages pop in one after another, at once under reduced motion (CSS).
 *
 * The button hands the visitor's quiz profile over to the mentor, then moves on at once: the
 * hand-over finishes in the background, and a failure is reported without holding anyone up.
 */
export default function AiMentorIntro({ page, strings, t, language, funnel, email, answers, onNext }: TemplateProps<'aiMentorIntro'>) {
  const messages = page.items ?? []
  const mentor = t(messages[0]?.title)
  const handedOver = useRef(false)
  const goOn = () => {
    if (!handedOver.current) {
      handedOver.current = true
      handOverToMentor({ onboardingType: funnel.key, language, email, answers, scoring: page.resultScoring }).catch((error: unknown) =>
        reportError({ source: 'aiMentor', message: 'The quiz profile could not be handed over to the AI mentor', details: { error: String(error) } }),
      )
    }
    onNext()
  }
  return (
    <TemplateShell
      page={page}
      t={t}
      className="ai-mentor-intro"
      action={<PrimaryButton onClick={goOn}>{t(page.buttonText) || t(strings.continue)}</PrimaryButton>}
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
                  <Icon name={message.icon} />
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
