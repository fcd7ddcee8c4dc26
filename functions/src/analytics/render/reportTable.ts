/** The report as plain text for a terminal (`npm run report`): one block per A/B test. */
import { PRIMARY_METRIC, REPORT_METRICS, type ExperimentReport, type TestReport } from '../experimentReport'
import { comparisonText, METRIC_LABELS, money, percent, STATUS_LABELS } from './reportFormat'

function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  return rows.map((row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ').trimEnd())
}

function testBlock(test: TestReport, currency: string): string[] {
  const primary = test.metrics[PRIMARY_METRIC]
  const heading = `${test.name} (${test.key}): ${test.inert ? 'changes nothing a visitor sees or gets' : STATUS_LABELS[primary.status]}`
  const rows = [
    ['variant', 'weight', 'exposed', 'e-mail', 'checkout', 'purchase', 'refunds', `revenue/visitor`],
    ...test.variants.map((variant) => [
      `${variant.key}${variant.key === test.controlKey ? ' (control)' : ''}`,
      String(variant.weight),
      String(variant.exposed),
      percent(variant.email, variant.exposed),
      percent(variant.checkout, variant.exposed),
      percent(variant.purchased, variant.exposed),
      String(variant.refunded),
      variant.exposed > 0 ? money(variant.revenue / variant.exposed, currency) : '–',
    ]),
  ]
  const reasons = primary.reasons.map((reason) => `  ! ${reason.message}`)
  const comparisons = REPORT_METRICS.flatMap((metric) => test.metrics[metric].comparisons.map((comparison) => `  ${METRIC_LABELS[metric]}: ${comparisonText(comparison, metric, currency)}`))
  return [heading, ...table(rows).map((line) => `  ${line}`), ...reasons, ...comparisons]
}

/** The whole report: its range and currency, the funnel's steps, then every test. */
export function reportTable(report: ExperimentReport): string {
  const rates = Object.entries(report.rates)
    .filter(([currency]) => currency !== report.currency)
    .map(([currency, rate]) => `1 ${currency} = ${rate} ${report.currency}`)
    .join(', ')
  const steps = report.steps.filter((step) => step.reached > 0).map((step) => `${step.page} ${step.reached}`)
  return [
    `Experiments of ${report.funnel}, ${report.since.slice(0, 10)} to ${report.until.slice(0, 10)} (revenue in ${report.currency}; ${rates})`,
    `Funnel reach: ${steps.length > 0 ? steps.join(' › ') : 'no visits in this range'}`,
    '',
    ...report.tests.flatMap((test) => [...testBlock(test, report.currency), '']),
  ].join('\n')
}
