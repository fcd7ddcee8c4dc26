import { useCallback } from 'react'
import { reportError } from '../../platform/errors'
import { PrimaryButton } from '../../ui/PrimaryButton'
import { RichText } from '../../ui/RichText'
import { TemplateShell } from '../../ui/TemplateShell'
import type { TemplateProps } from '../TemplateProps'
import './faq.css'

/**
 * Questions and answers as a disclosure list (<details>/<summary>: keyboard, screen readers and
 * find-in-page work without script), all closed at first, then the main button.
 */
export default function Faq({ page, language, strings, t, onNext }: TemplateProps<'faq'>) {
  const onUnknown = useCallback(
    (what: string) => reportError({ source: 'templates', message: `Rich text on page ${page._id} has an unknown ${what}; it is not shown` }),
    [page._id],
  )
  const questions = page.questions ?? []
  return (
    <TemplateShell page={page} t={t} className="faq" action={<PrimaryButton onClick={onNext}>{t(page.buttonText) || t(strings.continue)}</PrimaryButton>}>
      <RichText value={page.body} language={language} onUnknown={onUnknown} />
      {questions.length > 0 && (
        <div className="faq-list">
          {questions.map((item) => (
            <details key={item._key} className="faq-item">
              <summary className="faq-question">{t(item.question)}</summary>
              <RichText value={item.answer} language={language} onUnknown={onUnknown} className="rich-text faq-answer" />
            </details>
          ))}
        </div>
      )}
    </TemplateShell>
  )
}
