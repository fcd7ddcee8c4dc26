/** BENCHMARKS.md: one section per measurement, each table preceded by how it was measured. */
import { afterPaintSection } from './afterPaintReport'
import { chunkModulesSection } from './chunkModulesReport'
import { backOfficeSection } from './backOfficeReport'
import { eventLoadSection } from './eventLoadReport'
import { experimentReportSection } from './experimentReports'
import { inpSection } from './inpReport'
import { mailSection } from './mailReport'
import { serverCostsSection } from './serverCostsReport'
import { publishedLandingSection } from './publishedLandingReport'
import { budgetRows } from './budgets'
import { PREVIOUS_FIGURES_NOTE } from './previousFigures'
import { code, kb, ms, num, ratio, table } from './format'
import { RATIO_METRICS, ratioRows } from './ratios'
import type { BenchResults, GrowthRow } from './results'
import type { Target } from './targets'

/** A row's kind; a deep link's with its page kind ('mid: paywall'). */
const kindOf = (target: Target) => (target.page ? `${target.kind}: ${target.page}` : target.kind)

function header(results: BenchResults): string {
  const { run } = results
  const busy = Math.max(run.loadAtStart, results.loadAtEnd) > run.cpuCount
  return `# Benchmarks

Reproduce with \`npm run bench\` (not part of \`npm test\`; builds, serves and measures in about ${Math.ceil(results.wallMs / 60_000)} minutes). Numbers are printed, never asserted. ${PREVIOUS_FIGURES_NOTE}

- Date: ${run.date}
- Commit: ${run.commit}${run.dirty ? ' (the working tree had uncommitted changes, measured as they were)' : ''}
- Machine: Node ${run.node}, ${run.cpuCount} CPUs (${run.cpuModel}), Chromium ${results.chromium}, Lighthouse ${run.lighthouse}
- Bench wall time: ${(results.wallMs / 1000).toFixed(0)} s; 1-minute load average ${run.loadAtStart.toFixed(1)} at the start, ${results.loadAtEnd.toFixed(1)} at the end${busy ? ` (above ${run.cpuCount}: other work competed for the CPUs, so times may be slower than the code alone)` : ''}

How each number is measured:

1. Build & serve: the product by \`buildWeb\` (vite.config.ts, live content from a fresh local lake), the references by Vite's \`build()\` with \`@vitejs/plugin-react\` only; all three served by \`serveWeb\` (brotli/gzip).
2. Lighthouse: default config (mobile, simulated throttling), performance and accessibility, median of the runs shown per page.
3. Bytes: Playwright Chromium, unthrottled, fresh context, page settled (network idle); transferred bytes (Resource Timing \`transferSize\`, the navigation entry for the HTML) split at the first paint entry by request start.
4. Heading painted: an init script's MutationObserver sees the heading in the DOM and records the next animation frame; fresh context per load, unthrottled.
5. Next page: a real click on a visible answer or next button, timed in the page from the click event to the next page's \`main h1\` text in the DOM.
6. Content: zod \`funnelContentSchema\` over the snapshot files; the app's \`FUNNEL_CONTENT_QUERY\` through \`@sanity/client\` against the local lake.
7. Growth: generated funnels of 50 and 500 pages (landing, single-choice questions, last page) in the same lake and build, measured as in 5 and 6.
8. Ratios: product / reference for each landing, from the numbers of 2, 3 and 4.
9. Budgets: the limits in \`scripts/bench/budgets.json\`; margin is the headroom (negative: over).
10. Back office: sandbox purchases through the real checkout call, card page and webhook handler in one process, on PGlite and on PostgreSQL's server; measured figures, no budget.
11. Mail: follow-up jobs rendered and sent by the real worker through the local SMTP catcher, on the embedded database; one pass over jobs due at once, then the worker loop at its real interval over jobs due across a window; measured figures, no budget.
12. Event load: the load test of 200 visitors sending 20 events each at once through the browser's outbox and saveLog on the auth and functions emulators, at the project's emulator worker limit; measured figures, no budget.
14. Server costs: saveLog and getPaymentPrices (cold and cached) through the real handlers in one process on PGlite and PostgreSQL's server, beside the back office's and the mail worker's calls, each with its share of the visitor's wait; measured figures, no budget.
`
}

function builds(results: BenchResults): string {
  const rows = [
    ['product', 'buildWeb (vite.config.ts, prerendered landings)', ms(results.buildMs.product)],
    ['bare React', 'Vite build(), React 19 createRoot: h1, p, button', ms(results.buildMs.bare)],
    ['SurveyJS', 'Vite build(), survey-core + survey-react-ui, one radiogroup, survey-core.css', ms(results.buildMs.survey)],
  ]
  return `## 1. Build & serve

${table(['Site', 'Built by', 'Build time'], rows)}

The SurveyJS theme (survey-core.css) loads Open Sans from fonts.gstatic.com; offline that request fails at once and the system font is used, so its numbers leave out the font download a visitor would make.`
}

function lighthouse(results: BenchResults): string {
  const { rows, error } = results.lighthouse
  if (error) return `## 2. Lighthouse\n\nLighthouse could not run: ${error}`
  const lines = rows.map(({ target, runs, score, error: rowError }) =>
    score
      ? [target.label, kindOf(target), String(runs), num(score.performance), ms(score.fcp), ms(score.lcp), code(score.lcpElement), ms(score.tbt), num(score.cls, 3), num(score.accessibility)]
      : [target.label, kindOf(target), String(runs), `error: ${rowError ?? 'none'}`, '', '', '', '', '', ''],
  )
  return `## 2. Lighthouse (mobile, simulated throttling)

${table(['Page', 'Kind', 'Runs', 'Performance', 'FCP', 'LCP', 'LCP element', 'TBT', 'CLS', 'Accessibility'], lines)}

Median of 3 runs for landings and references, 1 run for mid-funnel pages, to keep the bench under 10 minutes. On a busy machine the bench stops repeating runs after ${results.lighthouseDeadlineS} s; the Runs column says how many ran.`
}

function bytes(results: BenchResults): string {
  const lines = results.bytes.map((row) =>
    row.error
      ? [row.target.label, kindOf(row.target), `error: ${row.error}`, '', '', '', '', '', '']
      : [row.target.label, kindOf(row.target), ms(row.firstPaintMs), kb(row.jsBefore), kb(row.jsAfter), kb(row.totalBefore), kb(row.totalAfter), kb(row.jsBeforeGzip), `${row.filesBefore} / ${row.filesAfter}`],
  )
  return `## 3. Bytes before and after the first paint (transferred, unthrottled)

${table(['Page', 'Kind', 'First paint', 'JS before', 'JS after', 'All before', 'All after', 'JS before (gzip -9)', 'Requests before / after'], lines)}

Transferred sizes are what Chromium received (brotli from serveWeb, headers included). "JS before (gzip -9)" sizes the same scripts as a gzip-only client gets them, the unit of the 110 KB budget.`
}

function headingPaint(results: BenchResults): string {
  const lines = results.headingPaint.map((row) => [row.target.label, code(row.target.heading), row.error ? `error: ${row.error}` : ms(row.median), ms(row.p95), String(row.loads.length)])
  return `## 4. Heading in a painted frame (unthrottled, from navigation start)

${table(['Page', 'Heading', 'Median', 'p95', 'Loads'], lines)}`
}

function nextPage(results: BenchResults): string {
  const lines = results.nextPage.map((row) => [row.label, row.how, ms(row.p50), ms(row.p95), String(row.clicks.length), row.error ?? ''])
  return `## 5. Next-page click to the next page's heading in the DOM

${table(['Funnel', 'Walk', 'p50', 'p95', 'Clicks', 'Error'], lines)}

The generated funnels' numbers are in section 7.`
}

function content(results: BenchResults): string {
  const { snapshotValidation: v, query: q } = results
  return `## 6. Content validation and query

${table(
  ['What', 'Median', 'p95', 'Runs'],
  [
    [`zod validation of the whole snapshot (${v.funnels} funnels, ${kb(v.bytes)} of JSON)`, ms(v.median), ms(v.p95), String(v.runs)],
    [`GROQ FUNNEL_CONTENT_QUERY for ${q.key} (@sanity/client → local lake)`, ms(q.median), ms(q.p95), String(q.runs)],
  ],
)}`
}

function growth(results: BenchResults): string {
  const [fifty, fiveHundred] = [results.growth.find((row) => row.pages === 50), results.growth.find((row) => row.pages === 500)]
  if (!fifty || !fiveHundred) return '## 7. Cost as work grows\n\nThe generated funnels were not measured.'
  const line = (what: string, pick: (row: GrowthRow) => number, format: (value: number) => string) => [what, format(pick(fifty)), format(pick(fiveHundred)), ratio(pick(fiveHundred) / pick(fifty))]
  return `## 7. Cost as work grows (generated funnels)

${table(
  ['', '50 pages', '500 pages', '500 / 50'],
  [
    line('Next-page p50', (row) => row.nextPage.p50, ms),
    line('Next-page p95', (row) => row.nextPage.p95, ms),
    line('zod validation of the whole snapshot with it, median', (row) => row.wholeSnapshot.median, ms),
    line('zod validation of the funnel alone, median', (row) => row.validation.median, ms),
    line('zod validation per page, median', (row) => row.validation.median / row.pages, (value) => `${(value * 1000).toFixed(1)} µs`),
    line('GROQ content query, median', (row) => row.query.median, ms),
    line('Snapshot file', (row) => row.validation.bytes, kb),
  ],
)}

Walks: ${fifty.nextPage.how} (50 pages); ${fiveHundred.nextPage.how} (500 pages).${[fifty, fiveHundred].flatMap((row) => (row.nextPage.error ? [` Error on ${row.nextPage.label}: ${row.nextPage.error}.`] : [])).join('')} The whole snapshot is what a build with that funnel validates (the seven real funnels and the generated one); the funnel alone grows with its pages by nature, as does the query.`
}

function ratios(results: BenchResults): string {
  const rows = ratioRows(results).map((row) => [row.label, ...RATIO_METRICS.flatMap((metric) => [ratio(row.values[metric].bare), ratio(row.values[metric].survey)])])
  const headings = ['Landing', ...RATIO_METRICS.flatMap((metric) => [`${metric} / bare`, `${metric} / SurveyJS`])]
  return `## 8. Product / reference ratios

${table(headings, rows)}

Below 1 the product is lower than the reference (better, except for the performance score).`
}

function budgets(results: BenchResults): string {
  return `## 9. Budgets (scripts/bench/budgets.json)

${table(
  ['Budget', 'Measured (worst)', 'Result'],
  budgetRows(results).map((row) => [row.budget, row.measured, row.result]),
)}`
}

export function report(results: BenchResults): string {
  return [header, builds, lighthouse, bytes, (all: BenchResults) => afterPaintSection(all.bytes), (all: BenchResults) => chunkModulesSection(all.bytes, all.chunkModules), headingPaint, nextPage, content, growth, ratios, budgets, (all: BenchResults) => backOfficeSection(all.backOffice), (all: BenchResults) => mailSection(all.mail), (all: BenchResults) => eventLoadSection(all.eventLoad), (all: BenchResults) => experimentReportSection(all.experimentReports), serverCostsSection, (all: BenchResults) => inpSection(all.inp), (all: BenchResults) => publishedLandingSection(all.publishedLanding)].map((section) => section(results).trim()).join('\n\n') + '\n'
}
