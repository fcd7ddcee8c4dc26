import { LazyMotion, domAnimation, m, useReducedMotion } from 'framer-motion'
import { barLengths } from '../../funnel/chartGeometry'
import { chartSummary, formatChartValue } from '../../funnel/chartText'
import { ChartFigure } from '../../ui/ChartFigure'
import { PrimaryButton } from '../../ui/PrimaryButton'
import { TemplateShell } from '../../ui/TemplateShell'
import type { TemplateProps } from '../TemplateProps'

const WIDTH = 320
const ROW = 48
const BAR = 16

/**
 * Daily screen time now and with the program (`page.chart`): one horizontal bar per point on a
 * common scale, its label above it and its value (with `chart.unit`) at the right. Rows rather
 * than columns, so long labels fit a 360 px phone. The first point is today, drawn in grey; the
 * others are the program's weeks in the accent colour, which `chart.highlight` names.
 */
export default function ScreenTimeChart({ page, language, strings, t, onNext }: TemplateProps<'screenTimeChart'>) {
  const reduceMotion = useReducedMotion()
  const points = (page.chart?.points ?? []).map((point) => ({ key: point._key, label: t(point.label), value: point.value }))
  const unit = t(page.chart?.unit)
  const lengths = barLengths(
    points.map((point) => point.value),
    WIDTH,
  )
  return (
    <TemplateShell
      page={page}
      t={t}
      className="screen-time-chart"
      action={<PrimaryButton onClick={onNext}>{t(page.buttonText) || t(strings.continue)}</PrimaryButton>}
    >
      {points.length > 0 && (
        <ChartFigure legend={t(page.chart?.highlight)}>
          <LazyMotion features={domAnimation}>
            <svg
              className="chart-svg"
              viewBox={`0 0 ${WIDTH} ${points.length * ROW}`}
              role="img"
              aria-label={chartSummary(points, language, unit)}
            >
              {points.map((point, index) => (
                <g key={point.key} transform={`translate(0 ${index * ROW})`}>
                  <text className="chart-label" x={0} y={16}>
                    {point.label}
                  </text>
                  <text className="chart-value" x={WIDTH} y={16} textAnchor="end">
                    {formatChartValue(point.value, language, unit)}
                  </text>
                  <rect className="chart-track" x={0} y={24} width={WIDTH} height={BAR} rx={BAR / 2} />
                  <m.rect
                    className={index === 0 ? 'chart-bar-start' : 'chart-bar'}
                    data-value={point.value}
                    x={0}
                    y={24}
                    width={lengths[index]}
                    height={BAR}
                    rx={BAR / 2}
                    style={{ originX: 0 }}
                    initial={reduceMotion ? false : { scaleX: 0 }}
                    animate={{ scaleX: 1 }}
                    transition={{ duration: 0.6, delay: 0.15 * index, ease: 'easeOut' }}
                  />
                </g>
              ))}
            </svg>
          </LazyMotion>
        </ChartFigure>
      )}
    </TemplateShell>
  )
}
