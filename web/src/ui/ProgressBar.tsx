import { progressSegments, PROGRESS_SEGMENT } from '../funnel/progress'

interface Props {
  value: number
  total: number
  label: string
  /** Dark bars sit on the interstitials' dark backgrounds. */
  tone?: 'light' | 'dark'
}

/** A progress bar drawn as segments of 100 (spec 2.2), each filled as far as the value reaches. */
export function ProgressBar({ value, total, label, tone = 'light' }: Props) {
  const segments = progressSegments(total)
  const size = total >= PROGRESS_SEGMENT ? PROGRESS_SEGMENT : total
  return (
    <div className={`progress progress-${tone}`} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={total} aria-valuenow={Math.round(value)}>
      {Array.from({ length: segments }, (_, index) => {
        const fill = Math.min(1, Math.max(0, (value - index * size) / size))
        return (
          <span key={index} className="progress-segment">
            <span className="progress-fill" style={{ transform: `scaleX(${fill})` }} />
          </span>
        )
      })}
    </div>
  )
}
