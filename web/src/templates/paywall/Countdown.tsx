import { useEffect, useMemo, useState } from 'react'
import { formatCountdown, remainingMs } from './countdown'
import { reservationDeadline } from './reservation'

interface Props {
  /** The offer reserved (the paywall page's document id): its deadline is kept per visitor and per offer. */
  offerId: string
  minutes: number
  label: string
  /** urgent: large, in the danger colour; soft: small and quiet; none: the standard look. */
  urgency?: 'urgent' | 'soft'
}

/**
 * The reservation countdown. The deadline is wall-clock time kept in storage (reservation.ts):
 * set when the visitor first opens the offer and never reset by a return from checkout or a
 * reload, and a throttled background tab still shows the right time when it comes back. The
 * timer role is not announced every second (its live region is off by default), which keeps
 * screen readers quiet.
 */
export function Countdown({ offerId, minutes, label, urgency }: Props) {
  // Reading (or, the first time, storing) the deadline is idempotent, so memoising it is safe.
  const deadline = useMemo(() => reservationDeadline(offerId, minutes), [offerId, minutes])
  const [left, setLeft] = useState(() => remainingMs(deadline, Date.now()))

  useEffect(() => {
    const tick = () => {
      const now = remainingMs(deadline, Date.now())
      setLeft(now)
      return now
    }
    if (tick() === 0) return
    const timer = window.setInterval(() => {
      if (tick() === 0) window.clearInterval(timer)
    }, 1000)
    return () => window.clearInterval(timer)
  }, [deadline])

  return (
    <p className={urgency ? `paywall-timer paywall-timer-${urgency}` : 'paywall-timer'} data-urgency={urgency}>
      <span>{label}</span>{' '}
      <span className="paywall-timer-value" role="timer">
        {formatCountdown(left)}
      </span>
    </p>
  )
}
