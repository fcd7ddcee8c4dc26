/**
 * The report as one self-contained HTML file (inline styles and SVG, no script, nothing loaded):
 * written by `npm run report` and shown by the Studio's "Experiments" tool. `scheme` picks the
 * colours; 'auto' follows the reader's system setting.
 */
import { PRIMARY_METRIC, REPORT_METRICS, type ExperimentReport, type TestReport } from '../experimentReport'
import { escapeHtml as escape, intervalChart, reachChart } from './reportCharts'
import { difference, METRIC_LABELS, money, percent, probability, STATUS_LABELS } from './reportFormat'

export type ColorScheme = 'light' | 'dark' | 'auto'

const LIGHT = '--ink:#1d2330;--muted:#5b6475;--paper:#ffffff;--line:#d7dbe3;--bar:#3d6fd9;--good:#1f7a45;--bad:#b3261e;--warn:#8a5a00'
const DARK = '--ink:#e8ebf2;--muted:#a4acbd;--paper:#13161d;--line:#343a48;--bar:#7fa5ff;--good:#6fd39a;--bad:#ff8c82;--warn:#f2c25c'

function style(scheme: ColorScheme): string {
  const colours = scheme === 'dark' ? `:root{${DARK}}` : scheme === 'light' ? `:root{${LIGHT}}` : `:root{${LIGHT}}@media (prefers-color-scheme: dark){:root{${DARK}}}`
  return `${colours}
body{font:14px/1.45 system-ui,sans-serif;color:var(--ink);background:var(--paper);margin:24px;max-width:980px}
h1{font-size:22px}h2{font-size:18px;margin-top:32px}table{border-collapse:collapse;margin:8px 0}
th{white-space:nowrap}th,td{padding:4px 10px;border-bottom:1px solid var(--line);text-align:right}th:first-child,td:first-child{text-align:left}
.muted{color:var(--muted)}.status{display:inline-block;padding:2px 8px;border-radius:10px;border:1px solid currentColor;font-size:12px}
.ready{color:var(--good)}.not-enough-data{color:var(--muted)}.sample-ratio-mismatch,.reason{color:var(--warn)}
.wins{color:var(--good)}.loses{color:var(--bad)}
svg text{fill:var(--ink);font-size:12px}svg .bar{fill:var(--bar)}svg .interval{stroke:var(--bar);stroke-width:3}
svg .estimate{fill:var(--ink)}svg .zero{stroke:var(--muted);stroke-dasharray:3 3}`
}

function variantsTable(test: TestReport, currency: string): string {
  const head = '<tr><th>Variant</th><th>Weight</th><th>Exposed</th><th>E-mail</th><th>Checkout</th><th>Purchase or trial</th><th>Refunds</th><th>Revenue per visitor</th><th>P(best, purchase)</th></tr>'
  const purchase = test.metrics.purchase
  const rows = test.variants.map((variant) => {
    const best = purchase.variants.find((result) => result.key === variant.key)?.probabilityBest ?? null
    const cells = [variant.weight, variant.exposed, percent(variant.email, variant.exposed), percent(variant.checkout, variant.exposed), percent(variant.purchased, variant.exposed), variant.refunded, variant.exposed > 0 ? money(variant.revenue / variant.exposed, currency) : '–', probability(best)]
    return `<tr><td>${escape(variant.key)}${variant.key === test.controlKey ? ' <span class="muted">(control)</span>' : ''}</td>${cells.map((cell) => `<td>${escape(String(cell))}</td>`).join('')}</tr>`
  })
  return `<table>${head}${rows.join('')}</table>`
}

function metricSection(test: TestReport, currency: string): string {
  return REPORT_METRICS.map((metric) => {
    const result = test.metrics[metric]
    if (result.comparisons.length === 0) return ''
    const marks = result.comparisons.map((comparison) => ({ label: `${comparison.variantKey} vs ${comparison.controlKey}`, estimate: comparison.difference, lower: comparison.interval?.lower ?? -Infinity, upper: comparison.interval?.upper ?? Infinity }))
    const verdicts = result.comparisons.map((comparison) => (comparison.verdict ? `<span class="${comparison.verdict}">${escape(comparison.variantKey)}: ${comparison.verdict === 'no-difference-yet' ? 'no difference yet' : comparison.verdict}</span>` : '')).filter(Boolean)
    return `<h4>${METRIC_LABELS[metric]} ${verdicts.join(' ')}</h4>${intervalChart(marks, `${METRIC_LABELS[metric]}: difference from the control with its always-valid interval`, (value) => difference(value, metric, currency))}`
  }).join('')
}

function testSection(test: TestReport, currency: string): string {
  const primary = test.metrics[PRIMARY_METRIC]
  const status = test.inert ? '<span class="status not-enough-data">Changes nothing a visitor sees or gets</span>' : `<span class="status ${primary.status}">${STATUS_LABELS[primary.status]}</span>`
  const reasons = primary.reasons.map((reason) => `<p class="reason">${escape(reason.message)}</p>`).join('')
  const steps = test.variants.filter((variant) => variant.exposed > 0).map((variant) => `<h4>Steps of ${escape(variant.key)}</h4>${reachChart(variant.steps, `Visitors of ${variant.key} reaching each step`)}`).join('')
  const since = test.firstExposureAt ? `First exposure ${test.firstExposureAt.slice(0, 16).replace('T', ' ')} UTC` : 'No exposure in this range'
  return `<section id="${escape(test.key)}"><h2>${escape(test.name)} <span class="muted">${escape(test.key)}</span> ${status}</h2>
${test.description ? `<p class="muted">${escape(test.description)}</p>` : ''}<p class="muted">${since}; α per comparison ${primary.alphaPerComparison}</p>${reasons}${variantsTable(test, currency)}${metricSection(test, currency)}${steps}</section>`
}

export function reportHtml(report: ExperimentReport, scheme: ColorScheme = 'auto'): string {
  const rates = Object.entries(report.rates).filter(([currency]) => currency !== report.currency).map(([currency, rate]) => `1 ${currency} = ${rate} ${report.currency}`).join(', ')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Experiments of ${escape(report.funnel)}</title><style>${style(scheme)}</style></head><body>
<h1>Experiments of ${escape(report.funnel)}</h1>
<p class="muted">${report.since.slice(0, 10)} to ${report.until.slice(0, 10)}, generated ${report.generatedAt.slice(0, 16).replace('T', ' ')} UTC. Revenue is net of refunds, in ${report.currency} (${escape(rates)}). Intervals are always valid: they keep their error rate however often the report is read.</p>
<h2>Funnel</h2>${reachChart(report.steps, `Visitors of ${report.funnel} reaching each step`)}
${report.tests.map((test) => testSection(test, report.currency)).join('\n')}
</body></html>`
}
