import { PrimaryButton } from '../../ui/PrimaryButton'
import { RichText } from '../../ui/RichText'
import { TemplateShell } from '../../ui/TemplateShell'
import { Icon } from '../../ui/Icon'
import type { TemplateProps } from '../TemplateProps'
import { useReportUnknownRichText } from '../useReportUnknownRichText'

/**
 * The congratulations page. Usually the end of a funnel; when the content gives it a button
 * (the demo continues to more templates, a funnel may continue to registration) it moves on.
 */
export default function Congrats({ page, language, t, onNext }: TemplateProps<'congrats'>) {
  const onUnknown = useReportUnknownRichText(page._id)
  return (
    <TemplateShell
      page={page}
      t={t}
      className="congrats"
      top={
        <p className="congrats-mark" aria-hidden="true">
          <Icon name="check" />
        </p>
      }
      action={page.buttonText && <PrimaryButton onClick={onNext}>{t(page.buttonText)}</PrimaryButton>}
    >
      <RichText value={page.body} language={language} onUnknown={onUnknown} />
    </TemplateShell>
  )
}
