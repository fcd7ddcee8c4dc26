import { useEffect, useRef, useState } from 'react'
import { readPostPurchaseChoice, savePostPurchaseChoice, type PostPurchaseChoice } from '../../checkout/completion/postPurchaseChoice'
import { PrimaryButton } from '../../ui/PrimaryButton'
import { RichText } from '../../ui/RichText'
import { TemplateShell } from '../../ui/TemplateShell'
import type { TemplateProps } from '../TemplateProps'
import { useReportUnknownRichText } from '../useReportUnknownRichText'
import './waitingRoom.css'

/**
 * The thank-you after a purchase whose product is not ready yet: wait for the launch, or ask for
 * a refund. The choice is stored and raised as an event; the page then shows what it confirms,
 * also when it is opened again later. The main button (when the content gives one) moves on.
 */
export default function WaitingRoom({ page, language, t, onNext }: TemplateProps<'waitingRoom'>) {
  const [choice, setChoice] = useState<PostPurchaseChoice | undefined>(() => readPostPurchaseChoice(page._id))
  const [justChose, setJustChose] = useState(false)
  const confirmation = useRef<HTMLHeadingElement>(null)
  const onUnknown = useReportUnknownRichText(page._id)
  useEffect(() => {
    if (justChose) confirmation.current?.focus()
  }, [justChose])

  const choose = (next: PostPurchaseChoice) => {
    savePostPurchaseChoice(page._id, next)
    setChoice(next)
    setJustChose(true)
  }

  const chosen = choice && {
    title: t(choice === 'wait' ? page.waitConfirmationTitle : page.refundConfirmationTitle),
    text: t(choice === 'wait' ? page.waitConfirmationText : page.refundConfirmationText),
  }

  return (
    <TemplateShell
      page={page}
      t={t}
      className="waiting-room"
      action={chosen ? page.buttonText && <PrimaryButton onClick={onNext}>{t(page.buttonText)}</PrimaryButton> : undefined}
    >
      <RichText value={page.body} language={language} onUnknown={onUnknown} />
      {chosen ? (
        <div className="waiting-confirmation" data-choice={choice}>
          <h2 ref={confirmation} tabIndex={-1}>
            {chosen.title}
          </h2>
          {chosen.text && <p>{chosen.text}</p>}
        </div>
      ) : (
        <div className="waiting-choices">
          <PrimaryButton onClick={() => choose('wait')}>{t(page.waitButtonText)}</PrimaryButton>
          <button type="button" className="waiting-refund" onClick={() => choose('refund')}>
            {t(page.refundButtonText)}
          </button>
        </div>
      )}
    </TemplateShell>
  )
}
