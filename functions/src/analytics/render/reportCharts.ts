/**
 * The report's charts as SVG text: the funnel's reach per step and each comparison's always-valid
 * interval. Colours are CSS variables of the page, so one drawing reads in light and dark themes.
 */
import type { StepReach } from '../experimentReport'

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** Horizontal bars of visitors reaching each step, with the share of the first step's visitors. */
export function reachChart(steps: readonly StepReach[], title: string): string {
  // From the first step anyone reached to the last: a test exposed mid-funnel starts where its visitors did.
  const first = steps.findIndex((step) => step.reached > 0)
  const last = steps.findLastIndex((step) => step.reached > 0)
  const shown = first === -1 ? [] : steps.slice(first, last + 1)
  const top = Math.max(1, ...shown.map((step) => step.reached))
  const base = shown[0]?.reached ?? 0
  const row = 18
  if (shown.length === 0) return `<p class="muted">No visits in this range.</p>`
  const height = shown.length * row + 8
  const bars = shown
    .map((step, index) => {
      const width = Math.round((step.reached / top) * 260)
      const share = base > 0 ? ` (${Math.round((step.reached / base) * 100)} %)` : ''
      const y = index * row + 4
      return `<text x="0" y="${y + 12}" class="label">${escape(step.page)}</text><rect x="200" y="${y}" width="${width}" height="${row - 4}" class="bar"/><text x="${206 + width}" y="${y + 12}" class="value">${step.reached}${share}</text>`
    })
    .join('')
  return `<svg role="img" aria-label="${escape(title)}" viewBox="0 0 560 ${height}" width="560" height="${height}">${bars}</svg>`
}

export interface IntervalMark {
  label: string
  estimate: number
  lower: number
  upper: number
}

/** Each comparison's difference and always-valid interval against a zero line. */
export function intervalChart(marks: readonly IntervalMark[], title: string, format: (value: number) => string): string {
  const finite = marks.flatMap((mark) => [mark.lower, mark.upper, mark.estimate]).filter(Number.isFinite)
  const reach = Math.max(1e-9, ...finite.map(Math.abs))
  const x = (value: number) => 280 + (Math.max(-reach, Math.min(reach, value)) / reach) * 150
  const row = 26
  const height = marks.length * row + 10
  const lines = marks
    .map((mark, index) => {
      const y = index * row + 16
      const lower = Number.isFinite(mark.lower) ? x(mark.lower) : 130
      const upper = Number.isFinite(mark.upper) ? x(mark.upper) : 430
      return `<text x="0" y="${y + 4}" class="label">${escape(mark.label)}</text><line x1="${lower}" x2="${upper}" y1="${y}" y2="${y}" class="interval"/><circle cx="${x(mark.estimate)}" cy="${y}" r="4" class="estimate"/><text x="440" y="${y + 4}" class="value">${escape(format(mark.estimate))}</text>`
    })
    .join('')
  return `<svg role="img" aria-label="${escape(title)}" viewBox="0 0 560 ${height}" width="560" height="${height}"><line x1="280" x2="280" y1="0" y2="${height}" class="zero"/>${lines}</svg>`
}

export { escape as escapeHtml }
