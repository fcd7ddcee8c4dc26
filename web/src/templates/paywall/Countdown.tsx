import { useEffect, useState } from 'react'
import { formatCountdown, remainingMs } from './countdown'

interface Props {
  minutes: number
  label: string
  /** urgent: large, in the danger colour; soft: small and quiet; none: the standard look. */
  urgency?: 'urgent' | 'soft'
}

/**
 * The reservation countdown. It starts when the paywall opens; the deadline is wall-clock time,
 * so a throttled background tab still shows the right time when it comes back. The timer role
 * is not announced every second (its live region is off by default), which keeps screen
 * readers quiet. The reservation is not kept across reloads: that would need platform/storage.
 */
export function Countdown({ minutes, label, urgency }: Props) {
  const total = minutes * 60_000
  const [left, setLeft] = useState(total)

  useEffect(() => {
    const deadline = Date.now() + total
    const timer = window.setInterval(() => {
      const now = remainingMs(deadline, Date.now())
      setLeft(now)
      if (now === 0) window.clearInterval(timer)
    }, 1000)
    return () => window.clearInterval(timer)
  }, [total])

  return (
    <p className={urgency ? `paywall-timer paywall-timer-${urgency}` : 'paywall-timer'} data-urgency={urgency}>
      <span>{label}</span>{' '}
      <span className="paywall-timer-value" role="timer">
        {formatCountdown(left)}
      </span>
    </p>
  )
}
