import { LazyMotion, domAnimation, m, useReducedMotion } from 'framer-motion'
import { columnBars, type Plot } from '../../funnel/chartGeometry'
import { chartSummary, formatChartValue } from '../../funnel/chartText'
import { ChartFigure } from '../../ui/ChartFigure'
import { ChartLabel } from '../../ui/ChartLabel'
import { PrimaryButton } from '../../ui/PrimaryButton'
import { TemplateShell } from '../../ui/TemplateShell'
import type { TemplateProps } from '../TemplateProps'

const WIDTH = 320
const HEIGHT = 224
/** Room above for the values and below for labels of up to two lines. */
const PLOT: Plot = { x: 0, y: 24, width: WIDTH, height: 164 }

/**
 * Efficiency growing over time (`page.chart.points`, e.g. today then weeks 1-4), as columns
 * that grow from the baseline one after another. The first point is the starting level in grey,
 * the rest are with the program in the accent colour, named by `chart.highlight`. Labels wrap
 * onto two lines; up to about six points stay readable on a phone.
 */
export default function EfficiencyChart({ page, language, strings, t, onNext }: TemplateProps<'efficiencyChart'>) {
  const reduceMotion = useReducedMotion()
  const points = (page.chart?.points ?? []).map((point) => ({ key: point._key, label: t(point.label), value: point.value }))
  const unit = t(page.chart?.unit)
  const bars = columnBars(
    points.map((point) => point.value),
    PLOT,
  )
  return (
    <TemplateShell
      page={page}
      t={t}
      className="efficiency-chart"
      action={<PrimaryButton onClick={onNext}>{t(page.buttonText) || t(strings.continue)}</PrimaryButton>}
    >
      {points.length > 0 && (
        <ChartFigure legend={t(page.chart?.highlight)}>
          <LazyMotion features={domAnimation}>
            <svg className="chart-svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={chartSummary(points, language, unit)}>
              <line className="chart-baseline" x1={0} x2={WIDTH} y1={PLOT.y + PLOT.height} y2={PLOT.y + PLOT.height} />
              {points.map((point, index) => {
                const bar = bars[index]!
                const center = bar.x + bar.width / 2
                return (
                  <g key={point.key}>
                    <m.rect
                      className={index === 0 ? 'chart-bar-start' : 'chart-bar'}
                      data-value={point.value}
                      x={bar.x}
                      y={bar.y}
                      width={bar.width}
                      height={bar.height}
                      rx={6}
                      style={{ originY: 1 }}
                      initial={reduceMotion ? false : { scaleY: 0 }}
                      animate={{ scaleY: 1 }}
                      transition={{ duration: 0.6, delay: 0.15 * index, ease: 'easeOut' }}
                    />
                    <text className="chart-value" x={center} y={bar.y - 7} textAnchor="middle">
                      {formatChartValue(point.value, language, unit)}
                    </text>
                    <ChartLabel label={point.label} x={center} y={PLOT.y + PLOT.height + 16} width={WIDTH / points.length - 10} />
                  </g>
                )
              })}
            </svg>
          </LazyMotion>
        </ChartFigure>
      )}
    </TemplateShell>
  )
}
