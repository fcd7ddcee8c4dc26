import { LazyMotion, domAnimation, m, useReducedMotion } from 'framer-motion'
import { areaPath, episodeCount, linePath, planCurve, planLevels, type Plot } from '../../funnel/chartGeometry'
import { ChartFigure } from '../../ui/ChartFigure'
import { formatMessage } from '../../ui/message'
import { PlacedImages } from '../../ui/PlacedImages'
import { PrimaryButton } from '../../ui/PrimaryButton'
import { TemplateShell } from '../../ui/TemplateShell'
import type { TemplateProps } from '../TemplateProps'
import './planReveal.css'

const WIDTH = 320
const HEIGHT = 200
/** Room above the start for the highlight and below the baseline for the ends' names. */
const PLOT: Plot = { x: 8, y: 16, width: 304, height: 148 }
const DRAW_SECONDS = 1.4

/**
 * The plan reveal: a curve of `chart.episodes` dots (20 in the spec) rising from "now" to the
 * goal, drawn from left to right. The first and last `chart.points` name the two ends and set
 * their heights; `chart.highlight` marks the start ("You are here"). The page's images go above
 * the title, under the chart or behind the page (`imagePlacement`).
 */
export default function PlanReveal({ page, language, strings, t, onNext }: TemplateProps<'planReveal'>) {
  const reduceMotion = useReducedMotion()
  const chart = page.chart
  const chartPoints = chart?.points ?? []
  const ends = chartPoints.length >= 2 ? [chartPoints[0], chartPoints[chartPoints.length - 1]] : []
  const now = t(ends[0]?.label) || t(strings.planNow)
  const goal = t(ends[1]?.label) || t(strings.planGoal)
  const levels = planLevels(ends[0]?.value, ends[1]?.value)
  const episodes = episodeCount(chart?.episodes)
  const points = planCurve(episodes, PLOT, levels.from, levels.to)
  const baseline = PLOT.y + PLOT.height
  const first = points[0]!
  const last = points[points.length - 1]!
  const episodeText = formatMessage(t(strings.planEpisodes), { count: episodes }, language)
  const highlight = t(chart?.highlight)
  const animate = !reduceMotion

  return (
    <TemplateShell
      page={page}
      t={t}
      className="plan-reveal"
      top={
        <>
          <PlacedImages page={page} at="background" t={t} />
          <PlacedImages page={page} at="top" t={t} />
        </>
      }
      action={<PrimaryButton onClick={onNext}>{t(page.buttonText) || t(strings.continue)}</PrimaryButton>}
    >
      <ChartFigure caption={episodeText}>
        <LazyMotion features={domAnimation}>
          <svg
            className="chart-svg"
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            role="img"
            aria-label={formatMessage(t(strings.planSummary), { episodes: episodeText, now, goal }, language)}
          >
            <m.path
              className="chart-area"
              d={areaPath(points, baseline)}
              initial={animate ? { opacity: 0 } : false}
              animate={{ opacity: 1 }}
              transition={{ duration: 0.6, delay: DRAW_SECONDS }}
            />
            <line className="chart-baseline" x1={PLOT.x} x2={PLOT.x + PLOT.width} y1={baseline} y2={baseline} />
            <m.path
              className="chart-line"
              d={linePath(points)}
              initial={animate ? { pathLength: 0 } : false}
              animate={{ pathLength: 1 }}
              transition={{ duration: DRAW_SECONDS, ease: 'easeInOut' }}
            />
            {points.map((point, index) => (
              <m.circle
                key={index}
                className={index === points.length - 1 ? 'plan-episode plan-goal' : 'plan-episode chart-dot'}
                data-episode={index + 1}
                cx={point.x}
                cy={point.y}
                r={index === points.length - 1 ? 7 : 4}
                initial={animate ? { opacity: 0, scale: 0 } : false}
                animate={{ opacity: 1, scale: 1 }}
                transition={{ duration: 0.25, delay: (DRAW_SECONDS * index) / points.length }}
              />
            ))}
            {highlight && (
              // Above the start with a leader line: the curve rises slowly there, so the text stays clear of it.
              <g className="plan-highlight">
                <line x1={first.x} x2={first.x} y1={first.y - 22} y2={first.y - 6} />
                <text x={first.x} y={first.y - 26}>
                  {highlight}
                </text>
              </g>
            )}
            <text className="chart-label" x={PLOT.x} y={HEIGHT - 10}>
              {now}
            </text>
            <text className="chart-label plan-goal-label" x={last.x} y={HEIGHT - 10} textAnchor="end">
              {goal}
            </text>
          </svg>
        </LazyMotion>
      </ChartFigure>
      <PlacedImages page={page} at="bottom" t={t} />
    </TemplateShell>
  )
}
