import { wrapLabel } from '../funnel/chartText'

interface Props {
  label: string
  x: number
  y: number
  /** The room the label has, in SVG units; about 6.5 units a character at the charts' 12px labels. */
  width: number
  className?: string
}

const CHAR_WIDTH = 6.5
const LINE_HEIGHT = 14

/** A chart's axis label in SVG, on two lines when it is too wide for its slot (SVG text never wraps). */
export function ChartLabel({ label, x, y, width, className = 'chart-label' }: Props) {
  const lines = wrapLabel(label, Math.max(1, Math.floor(width / CHAR_WIDTH)))
  return (
    <text className={className} x={x} y={y} textAnchor="middle">
      {lines.map((line, index) => (
        <tspan key={index} x={x} dy={index === 0 ? 0 : LINE_HEIGHT}>
          {line}
        </tspan>
      ))}
    </text>
  )
}
