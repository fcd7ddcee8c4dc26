import type { Ref } from 'react'
import type { RefundAnswer } from '../../../../schemas/backOffice/wire'
import type { WaitingRoomShown } from '../../checkout/completion/useWaitingRoomChoice'
import { formatPrice } from '../../funnel/formatPrice'
import { formatMessage } from '../../ui/message'
import type { TemplateProps } from '../TemplateProps'

type Props = Pick<TemplateProps<'waitingRoom'>, 'page' | 'strings' | 't' | 'language'> & {
  shown: Extract<WaitingRoomShown, { kind: 'waiting' | 'answered' }>
  headingRef: Ref<HTMLHeadingElement>
}

/** The heading and lines that confirm a choice; what the server answered to a refund request decides which. */
function confirmation({ page, strings, t, language }: Omit<Props, 'shown' | 'headingRef'>, answer: RefundAnswer | undefined) {
  switch (answer?.outcome) {
    case undefined:
      return { title: t(page.waitConfirmationTitle), lines: [t(page.waitConfirmationText)] }
    case 'refunded': {
      const amount = answer.amount !== undefined && answer.currency ? formatMessage(t(strings.refundedAmount), { amount: formatPrice(answer.amount, answer.currency, language) }, language) : ''
      return { title: t(page.refundConfirmationTitle), lines: [t(page.refundConfirmationText), amount, t(strings.refundEmailsCancelled)] }
    }
    case 'cancelled':
      return { title: t(strings.trialCancelledTitle), lines: [t(strings.trialCancelled)] }
    case 'already':
      return { title: t(strings.refundAlreadyTitle), lines: [t(strings.refundAlready)] }
    case 'nothingToRefund':
      return { title: t(strings.nothingToRefundTitle), lines: [t(strings.nothingToRefund)] }
  }
}

/** The waiting room's confirmation: waiting, or the outcome of the refund (or cancellation) request. */
export function WaitingConfirmation({ shown, headingRef, ...copy }: Props) {
  const { title, lines } = confirmation(copy, shown.kind === 'answered' ? shown.answer : undefined)
  const choice = shown.kind === 'waiting' ? 'wait' : shown.answer.outcome
  return (
    <div className="waiting-confirmation" data-choice={choice}>
      <h2 ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      {lines.filter(Boolean).map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  )
}
