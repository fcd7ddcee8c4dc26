import { LazyMotion, domAnimation, m, useReducedMotion } from 'framer-motion'
import { areaPath, linePath, linePoints, type Plot } from '../../funnel/chartGeometry'
import { chartSummary, formatChartValue } from '../../funnel/chartText'
import { ChartFigure } from '../../ui/ChartFigure'
import { ChartLabel } from '../../ui/ChartLabel'
import { ItemCards } from '../../ui/ItemCards'
import { PrimaryButton } from '../../ui/PrimaryButton'
import { TemplateShell } from '../../ui/TemplateShell'
import { Icon } from '../../ui/Icon'
import type { TemplateProps } from '../TemplateProps'
import './impactVisualization.css'

const WIDTH = 320
const HEIGHT = 184
/** Inset from the sides so the end labels can be centred under their points like the others. */
const PLOT: Plot = { x: 30, y: 14, width: 260, height: 130 }

/**
 * Before and after: the first and last `chart.points` as two big figures, then every point on a
 * line that draws itself from before to after, and `chart.highlight` as the message under it.
 * Impact cards from `page.items` follow when the content has them (content may use either).
 */
export default function ImpactVisualization({ page, language, strings, t, onNext }: TemplateProps<'impactVisualization'>) {
  const reduceMotion = useReducedMotion()
  const points = (page.chart?.points ?? []).map((point) => ({ key: point._key, label: t(point.label), value: point.value }))
  const unit = t(page.chart?.unit)
  const positions = linePoints(
    points.map((point) => point.value),
    PLOT,
  )
  const before = points[0]
  const after = points.length > 1 ? points[points.length - 1] : undefined
  const baseline = PLOT.y + PLOT.height
  // The distance between neighbouring points, less a gap so their labels never touch.
  const labelWidth = Math.min(80, PLOT.width / Math.max(1, points.length - 1) - 10)
  const animate = !reduceMotion
  return (
    <TemplateShell
      page={page}
      t={t}
      className="impact-visualization"
      action={<PrimaryButton onClick={onNext}>{t(page.buttonText) || t(strings.continue)}</PrimaryButton>}
    >
      {before && after && (
        <div className="impact-figures">
          <p className="impact-figure impact-before">
            <span className="impact-figure-label">{before.label}</span>
            <strong className="impact-figure-value">{formatChartValue(before.value, language, unit)}</strong>
          </p>
          <span className="impact-arrow" aria-hidden="true">
            <Icon name="arrow-right" />
          </span>
          <p className="impact-figure impact-after">
            <span className="impact-figure-label">{after.label}</span>
            <strong className="impact-figure-value">{formatChartValue(after.value, language, unit)}</strong>
          </p>
        </div>
      )}
      {points.length > 1 && (
        <ChartFigure caption={t(page.chart?.highlight)}>
          <LazyMotion features={domAnimation}>
            <svg className="chart-svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={chartSummary(points, language, unit)}>
              <m.path
                className="chart-area"
                d={areaPath(positions, baseline)}
                initial={animate ? { opacity: 0 } : false}
                animate={{ opacity: 1 }}
                transition={{ duration: 0.6, delay: 0.9 }}
              />
              <line className="chart-baseline" x1={PLOT.x} x2={PLOT.x + PLOT.width} y1={baseline} y2={baseline} />
              <m.path
                className="chart-line"
                d={linePath(positions)}
                initial={animate ? { pathLength: 0 } : false}
                animate={{ pathLength: 1 }}
                transition={{ duration: 1.2, ease: 'easeInOut' }}
              />
              {points.map((point, index) => {
                const position = positions[index]!
                return (
                  <g key={point.key}>
                    <m.circle
                      className="chart-dot"
                      data-value={point.value}
                      cx={position.x}
                      cy={position.y}
                      r={4.5}
                      initial={animate ? { opacity: 0 } : false}
                      animate={{ opacity: 1 }}
                      transition={{ duration: 0.3, delay: (1.2 * index) / points.length }}
                    />
                    <ChartLabel label={point.label} x={position.x} y={baseline + 18} width={labelWidth} />
                  </g>
                )
              })}
            </svg>
          </LazyMotion>
        </ChartFigure>
      )}
      <ItemCards items={page.items ?? []} t={t} />
    </TemplateShell>
  )
}
