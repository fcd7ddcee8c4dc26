import { useEffect, useRef } from 'react'
import { useWaitingRoomChoice } from '../../checkout/completion/useWaitingRoomChoice'
import { PrimaryButton } from '../../ui/PrimaryButton'
import { RichText } from '../../ui/RichText'
import { TemplateShell } from '../../ui/TemplateShell'
import type { TemplateProps } from '../TemplateProps'
import { useReportUnknownRichText } from '../useReportUnknownRichText'
import { WaitingConfirmation } from './WaitingConfirmation'
import './waitingRoom.css'

/**
 * The thank-you after a purchase whose product is not ready yet: wait for the launch, or ask for
 * a refund. The refund is real: the server refunds through the payment provider (or, for a trial
 * that has charged nothing, cancels it, and the choice says so), and the page shows its answer.
 * Waiting is stored and shown again when the page is opened again; the main button (when the
 * content gives one) then moves on. After a refund or cancellation there is nothing to move on
 * to: the account and the app belong to the purchase that was given back.
 */
export default function WaitingRoom({ page, language, strings, t, funnel, onNext }: TemplateProps<'waitingRoom'>) {
  const { offer, shown, justChose, chooseWait, chooseRefund } = useWaitingRoomChoice(page._id, funnel.key)
  const confirmation = useRef<HTMLHeadingElement>(null)
  const onUnknown = useReportUnknownRichText(page._id)
  useEffect(() => {
    if (justChose) confirmation.current?.focus()
  }, [justChose, shown.kind])

  const secondChoice = offer === 'cancel' ? t(strings.waitingRoomCancelTrial) : t(page.refundButtonText)
  return (
    <TemplateShell
      page={page}
      t={t}
      className="waiting-room"
      action={shown.kind === 'waiting' ? page.buttonText && <PrimaryButton onClick={onNext}>{t(page.buttonText)}</PrimaryButton> : undefined}
    >
      <RichText value={page.body} language={language} onUnknown={onUnknown} />
      {shown.kind === 'choosing' ? (
        <div className="waiting-choices" aria-busy={shown.sending}>
          <PrimaryButton onClick={chooseWait} disabled={shown.sending}>
            {t(page.waitButtonText)}
          </PrimaryButton>
          {offer !== 'none' && (
            <button type="button" className="waiting-refund" disabled={shown.sending} onClick={() => void chooseRefund()}>
              {shown.sending ? t(strings.waitingRoomSending) : secondChoice}
            </button>
          )}
          {shown.failed && (
            <p role="alert" className="form-error">
              {t(strings.waitingRoomRequestFailed)} {t(strings[shown.failed])}
            </p>
          )}
        </div>
      ) : (
        <WaitingConfirmation shown={shown} headingRef={confirmation} page={page} strings={strings} t={t} language={language} />
      )}
    </TemplateShell>
  )
}
