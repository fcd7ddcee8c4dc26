import type { ReactNode } from 'react'
import './ChartFigure.css'

interface Props {
  children: ReactNode
  /** Names the accent-coloured series, next to a swatch of that colour. */
  legend?: string
  /** A sentence under the chart, such as its main message or the plan's length. */
  caption?: string
}

/**
 * The white card every result chart sits on. The chart's own colours are chosen against this
 * white, so a dark page background cannot make them unreadable.
 */
export function ChartFigure({ children, legend, caption }: Props) {
  return (
    <figure className="chart-figure">
      {children}
      {(legend || caption) && (
        <figcaption className="chart-caption">
          {legend && (
            <span className="chart-legend">
              <span className="chart-swatch" aria-hidden="true" />
              {legend}
            </span>
          )}
          {caption && <span className="chart-caption-text">{caption}</span>}
        </figcaption>
      )}
    </figure>
  )
}
