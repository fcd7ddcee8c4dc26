import { PrimaryButton } from '../../ui/PrimaryButton'
import { RichText } from '../../ui/RichText'
import { TemplateShell } from '../../ui/TemplateShell'
import type { TemplateProps } from '../TemplateProps'
import { useReportUnknownRichText } from '../useReportUnknownRichText'
import './faq.css'

/**
 * Questions and answers as a disclosure list (<details>/<summary>: keyboard, screen readers and
 * find-in-page work without script), all closed at first, then the main button.
 */
export default function Faq({ page, language, strings, t, onNext }: TemplateProps<'faq'>) {
  const onUnknown = useReportUnknownRichText(page._id)
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
