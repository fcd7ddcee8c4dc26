import { PrimaryButton } from '../../ui/PrimaryButton'
import { TemplateShell } from '../../ui/TemplateShell'
import type { TemplateProps } from '../TemplateProps'

/**
 * The congratulations page. Usually the end of a funnel; when the content gives it a button
 * (the demo continues to more templates, a funnel may continue to registration) it moves on.
 */
export default function Congrats({ page, t, onNext }: TemplateProps<'congrats'>) {
  return (
    <TemplateShell
      page={page}
      t={t}
      className="congrats"
      top={
        <p className="congrats-mark" aria-hidden="true">
          ✓
        </p>
      }
      action={page.buttonText && <PrimaryButton onClick={onNext}>{t(page.buttonText)}</PrimaryButton>}
    />
  )
}
