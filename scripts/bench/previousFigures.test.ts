import { describe, expect, it } from 'vitest'
import { besidePrevious, withPreviousFigures, withoutAnnotations } from './previousFigures'

/** Sections of a real BENCHMARKS.md (run on dbd4e2e), trimmed to a few rows. */
const PREVIOUS = `# Benchmarks

Reproduce with \`npm run bench\`. Numbers are printed, never asserted.

- Date: 2026-11-27T12:21:59.410Z
- Commit: dbd4e2e (the working tree had uncommitted changes, measured as they were)
- Machine: Node v22.23.3, 2 CPUs (AMD EPYC), Chromium 156.0.8078.108, Lighthouse 12.8.2
- Bench wall time: 430 s; 1-minute load average 2.8 at the start, 2.1 at the end

How each number is measured:

1. Build & serve: the product by \`buildWeb\`.

## 1. Build & serve

| Site | Built by | Build time |
| --- | --- | --- |
| product | buildWeb (vite.config.ts, prerendered landings) | 4063 ms |
| bare React | Vite build(), React 19 createRoot: h1, p, button | 107 ms |

## 2. Lighthouse (mobile, simulated throttling)

| Page | Kind | Runs | Performance | FCP | LCP | LCP element | TBT | CLS | Accessibility |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
| /demo | landing | 3 | 100 | 656 ms | 656 ms | \`<p> This demo walks you through the pages a…\` | 0.0 ms | 0.000 | 100 |
| bare React | reference | 3 | 100 | 1054 ms | 1054 ms | \`<h1> See every step of a quiz funnel in acti…\` | 0.0 ms | 0.000 | 100 |
| /leadership/goal | mid | 1 | 89 | 2150 ms | 3483 ms | \`<h1> What is your main goal?\` | 39.0 ms | 0.019 | 100 |

## 3. Bytes before and after the first paint (transferred, unthrottled)

| Page | Kind | First paint | JS before | JS after | Requests before / after |
| --- | --- | --- | --- | --- | --- |
| /leadership | landing | 64.0 ms | 0.0 KB | 217.2 KB | 3 / 79 |
| /demo | landing | 60.0 ms | 0.0 KB | 209.3 KB | 2 / 75 |

## 4. Heading in a painted frame (unthrottled, from navigation start)

| Page | Heading | Median | p95 | Loads |
| --- | --- | --- | --- | --- |
| /demo | \`main h1\` | 72.7 ms | 97.1 ms | 10 |
| bare React | \`h1\` | error: page.waitForFunction: EvalError | n/a | 0 |

## 9. Budgets (scripts/bench/budgets.json)

| Budget | Measured (worst) | Result |
| --- | --- | --- |
| TBT <= 50 ms on every landing | 7.0 ms (/parentingexp) | PASS (margin +43.0 ms) |
| LCP within 10 % of bare React (ratio <= 1.10) | 0.72x (/parentingexp) | PASS (margin +0.38x) |
| Landing heading painted within 1.2x the bare page (median) | n/a (/leadership) | n/a |
| Snapshot validation < 20 ms (p95, all funnels) | 30.0 ms | MISS (margin −10.0 ms) |
| After a landing's first paint, until ready for the next page: at most 25 requests | not measured by this bench yet | n/a |

## 10. Back office: webhook to fulfilment, and the database's share of a checkout

| Database | At once | Call | p50 total | DB share |
| --- | --- | --- | --- | --- |
| PGlite (embedded) | 1 | createPaymentCheckout | 3.0 ms | 48 % |
| PGlite (embedded) | 1 | stripeWebhook | 12.8 ms | 62 % |
| PGlite (embedded) | 4 | createPaymentCheckout | 7.4 ms | 82 % |
| PGlite (embedded) | 4 | stripeWebhook | 40.9 ms | 78 % |

## 13. Experiment reports

| Events | Trail | Load |
|---:|---:|---:|
| 1,000,046 | 271 MB | 0.46 s |
| 9,999,304 | 2738 MB | 3.46 s |
`

/** The previous report with its figures replaced, rows and lines edited by hand in each test. */
const edit = (markdown: string, ...changes: [string, string][]) =>
  changes.reduce((text, [from, to]) => {
    if (!text.includes(from)) throw new Error(`not in the fixture: ${from}`)
    return text.replace(from, to)
  }, markdown)

const NEW_HEADER: [string, string][] = [
  ['- Date: 2026-11-27T12:21:59.410Z', '- Date: 2026-11-28T09:00:00.000Z'],
  ['- Commit: dbd4e2e (the working tree had uncommitted changes, measured as they were)', '- Commit: abc1234'],
]

const line = (markdown: string, start: string) => markdown.split('\n').find((text) => text.startsWith(start))

describe('the previous figures beside the new ones', () => {
  it('without a previous report, returns the new one unchanged', () => {
    expect(withPreviousFigures(PREVIOUS, '')).toBe(PREVIOUS)
    expect(withPreviousFigures(PREVIOUS, '  \n')).toBe(PREVIOUS)
  })

  it('names the previous run once, at the end of the header list', () => {
    const result = withPreviousFigures(edit(PREVIOUS, ...NEW_HEADER), PREVIOUS)
    const lines = result.split('\n')
    const at = lines.findIndex((text) => text.startsWith('- Previous run:'))
    expect(lines[at]).toBe('- Previous run: 2026-11-27T12:21:59.410Z, commit dbd4e2e with uncommitted changes')
    expect(lines[at - 1]).toMatch(/^- Bench wall time/)
    expect(lines[at + 1]).toBe('')
    expect(result.match(/Previous run:/g)).toHaveLength(1)
    expect(withPreviousFigures(edit(PREVIOUS, ...NEW_HEADER), edit(PREVIOUS, ...NEW_HEADER))).toContain('- Previous run: 2026-11-28T09:00:00.000Z, commit abc1234\n')
  })

  it('the same report twice changes no table: equal figures stay as they are', () => {
    const result = withPreviousFigures(PREVIOUS, PREVIOUS)
    expect(result).not.toContain('(was')
    expect(result).not.toContain('(new)')
    expect(result).not.toContain('Gone since')
    expect(result).not.toContain('New since')
    expect(result.replace(/^- Previous run:.*\n/m, '')).toBe(PREVIOUS)
  })

  it('puts each changed figure beside its previous value, the rest of the row as it was', () => {
    const now = edit(PREVIOUS, ...NEW_HEADER, ['| 4063 ms |', '| 3900 ms |'], ['| 100 | 656 ms | 656 ms |', '| 100 | 600 ms | 640 ms |'], ['| 89 | 2150 ms | 3483 ms |', '| 98 | 700 ms | 900 ms |'])
    const result = withPreviousFigures(now, PREVIOUS)
    expect(line(result, '| product')).toBe('| product | buildWeb (vite.config.ts, prerendered landings) | 3900 ms (was 4063 ms) |')
    expect(line(result, '| bare React | Vite')).toBe('| bare React | Vite build(), React 19 createRoot: h1, p, button | 107 ms |')
    expect(line(result, '| /demo | landing | 3')).toBe('| /demo | landing | 3 | 100 | 600 ms (was 656 ms) | 640 ms (was 656 ms) | `<p> This demo walks you through the pages a…` | 0.0 ms | 0.000 | 100 |')
    expect(line(result, '| /leadership/goal')).toBe('| /leadership/goal | mid | 1 | 98 (was 89) | 700 ms (was 2150 ms) | 900 ms (was 3483 ms) | `<h1> What is your main goal?` | 39.0 ms | 0.019 | 100 |')
  })

  it('cells with two figures, and a count against a total, are compared whole', () => {
    const now = edit(PREVIOUS, ['| 217.2 KB | 3 / 79 |', '| 120.0 KB | 3 / 20 |'], ['| 2 / 75 |', '| 2 / 75 |'])
    const result = withPreviousFigures(now, PREVIOUS)
    expect(line(result, '| /leadership | landing')).toBe('| /leadership | landing | 64.0 ms | 0.0 KB | 120.0 KB (was 217.2 KB) | 3 / 20 (was 3 / 79) |')
    expect(line(result, '| /demo | landing | 60.0 ms')).toBe('| /demo | landing | 60.0 ms | 0.0 KB | 209.3 KB | 2 / 75 |')
    expect(besidePrevious('4000 of 4000', '3990 of 4000')).toBe('4000 of 4000 (was 3990 of 4000)')
    expect(besidePrevious('3.0 % ± 1.2', '2.5 % ± 1.1')).toBe('3.0 % ± 1.2 (was 2.5 % ± 1.1)')
  })

  it('matches columns by heading when their order changed, and marks a new column and lists a gone one', () => {
    const now = edit(
      PREVIOUS,
      ['| Page | Kind | First paint | JS before | JS after | Requests before / after |', '| Page | Kind | Requests before / after | JS after | First paint | INP p95 |'],
      ['| --- | --- | --- | --- | --- | --- |\n| /leadership', '| --- | --- | --- | --- | --- | --- |\n| /leadership'],
      ['| /leadership | landing | 64.0 ms | 0.0 KB | 217.2 KB | 3 / 79 |', '| /leadership | landing | 3 / 12 | 217.2 KB | 70.0 ms | 48.0 ms |'],
      ['| /demo | landing | 60.0 ms | 0.0 KB | 209.3 KB | 2 / 75 |', '| /demo | landing | 2 / 75 | 150.0 KB | 60.0 ms | 40.0 ms |'],
    )
    const result = withPreviousFigures(now, PREVIOUS)
    expect(line(result, '| Page | Kind | Requests')).toBe('| Page | Kind | Requests before / after | JS after | First paint | INP p95 (new) |')
    expect(line(result, '| /leadership | landing')).toBe('| /leadership | landing | 3 / 12 (was 3 / 79) | 217.2 KB | 70.0 ms (was 64.0 ms) | 48.0 ms |')
    expect(line(result, '| /demo | landing | 2 / 75')).toBe('| /demo | landing | 2 / 75 | 150.0 KB (was 209.3 KB) | 60.0 ms | 40.0 ms |')
    expect(result).toContain('| /demo | landing | 2 / 75 | 150.0 KB (was 209.3 KB) | 60.0 ms | 40.0 ms |\n\nGone since the previous run: columns "JS before".\n')
  })

  it('tells repeated labels apart by the columns after them, whatever their order', () => {
    const rows = ['| PGlite (embedded) | 1 | createPaymentCheckout | 3.0 ms | 48 % |', '| PGlite (embedded) | 1 | stripeWebhook | 12.8 ms | 62 % |', '| PGlite (embedded) | 4 | createPaymentCheckout | 7.4 ms | 82 % |', '| PGlite (embedded) | 4 | stripeWebhook | 40.9 ms | 78 % |']
    const now = edit(PREVIOUS, [rows.join('\n'), ['| PGlite (embedded) | 4 | stripeWebhook | 30.0 ms | 78 % |', '| PGlite (embedded) | 1 | stripeWebhook | 12.8 ms | 60 % |', '| PGlite (embedded) | 4 | createPaymentCheckout | 7.4 ms | 82 % |', '| PGlite (embedded) | 1 | createPaymentCheckout | 2.0 ms | 48 % |'].join('\n')])
    const result = withPreviousFigures(now, PREVIOUS)
    expect(result).toContain(
      [
        '| PGlite (embedded) | 4 | stripeWebhook | 30.0 ms (was 40.9 ms) | 78 % |',
        '| PGlite (embedded) | 1 | stripeWebhook | 12.8 ms | 60 % (was 62 %) |',
        '| PGlite (embedded) | 4 | createPaymentCheckout | 7.4 ms | 82 % |',
        '| PGlite (embedded) | 1 | createPaymentCheckout | 2.0 ms (was 3.0 ms) | 48 % |',
      ].join('\n'),
    )
  })

  it('a repeated label whose telling column is new pairs the rows in order', () => {
    const previous = '## 5. Next page\n\n| Funnel | p95 |\n| --- | --- |\n| /demo | 20.0 ms |\n| /demo | 30.0 ms |\n'
    const now = '## 5. Next page\n\n| Funnel | Device | p95 |\n| --- | --- | --- |\n| /demo | desktop | 21.0 ms |\n| /demo | phone | 30.0 ms |\n'
    expect(withPreviousFigures(now, previous)).toContain('| Funnel | Device (new) | p95 |\n| --- | --- | --- |\n| /demo | desktop | 21.0 ms (was 20.0 ms) |\n| /demo | phone | 30.0 ms |\n')
  })

  it('shows a status that changed (PASS, MISS) but not a margin alone; keeps a changed worst page beside its figure', () => {
    const now = edit(
      PREVIOUS,
      ['| 7.0 ms (/parentingexp) | PASS (margin +43.0 ms) |', '| 9.0 ms (/deeps) | PASS (margin +41.0 ms) |'],
      ['| 0.72x (/parentingexp) | PASS (margin +0.38x) |', '| 0.70x (/parentingexp) | PASS (margin +0.40x) |'],
      ['| 30.0 ms | MISS (margin −10.0 ms) |', '| 18.0 ms | PASS (margin +2.0 ms) |'],
    )
    const result = withPreviousFigures(now, PREVIOUS)
    expect(line(result, '| TBT')).toBe('| TBT <= 50 ms on every landing | 9.0 ms (/deeps) (was 7.0 ms (/parentingexp)) | PASS (margin +41.0 ms) |')
    expect(line(result, '| LCP within')).toBe('| LCP within 10 % of bare React (ratio <= 1.10) | 0.70x (/parentingexp) (was 0.72x) | PASS (margin +0.40x) |')
    expect(line(result, '| Snapshot validation')).toBe('| Snapshot validation < 20 ms (p95, all funnels) | 18.0 ms (was 30.0 ms) | PASS (margin +2.0 ms) (was MISS) |')
    expect(line(result, '| After a landing')).toBe("| After a landing's first paint, until ready for the next page: at most 25 requests | not measured by this bench yet | n/a |")
  })

  it('a figure that became measurable, or stopped being, shows what it was; text cells and two missing values stay', () => {
    const now = edit(PREVIOUS, ['| error: page.waitForFunction: EvalError | n/a | 0 |', '| 80.0 ms | 95.0 ms | 10 |'], ['| 72.7 ms | 97.1 ms | 10 |', '| error: timeout | — | 0 |'], ['| n/a (/leadership) | n/a |', '| 0.90x (/leadership) | PASS (margin +0.30x) |'])
    const result = withPreviousFigures(now, PREVIOUS)
    expect(line(result, '| bare React | `h1`')).toBe('| bare React | `h1` | 80.0 ms | 95.0 ms (was n/a) | 10 (was 0) |')
    expect(line(result, '| /demo | `main h1`')).toBe('| /demo | `main h1` | error: timeout | — (was 97.1 ms) | 0 (was 10) |')
    expect(line(result, '| Landing heading')).toBe('| Landing heading painted within 1.2x the bare page (median) | 0.90x (/leadership) (was n/a) | PASS (margin +0.30x) (was n/a) |')
    expect(besidePrevious('NaN', 'n/a')).toBe('NaN')
    expect(besidePrevious('NaN', '12 ms')).toBe('NaN (was 12 ms)')
    expect(besidePrevious('`<h1> Who are you?`', '`<img alt="a">`')).toBe('`<h1> Who are you?`')
    expect(besidePrevious('', '12 ms')).toBe('')
  })

  it('marks new rows, lists gone ones, and says when a whole table is new', () => {
    const now = edit(
      PREVIOUS,
      ['| bare React | reference | 3 | 100 | 1054 ms |', '| /checkout | mid | 1 | 99 | 700 ms |'],
      ['## 13. Experiment reports', '## 13. Interaction to Next Paint\n\n| Page | p95 |\n| --- | --- |\n| /demo | 80.0 ms |\n\n## 14. Experiment reports'],
    )
    const result = withPreviousFigures(now, PREVIOUS)
    expect(line(result, '| /checkout')).toBe('| /checkout (new) | mid | 1 | 99 | 700 ms | 1054 ms | `<h1> See every step of a quiz funnel in acti…` | 0.0 ms | 0.000 | 100 |')
    expect(result).toContain('| /leadership/goal | mid | 1 | 89 | 2150 ms | 3483 ms | `<h1> What is your main goal?` | 39.0 ms | 0.019 | 100 |\n\nGone since the previous run: rows "bare React".\n')
    expect(result).toContain('## 13. Interaction to Next Paint\n\nNew since the previous run: no previous figures.\n\n| Page | p95 |\n| --- | --- |\n| /demo | 80.0 ms |\n\n## 14. Experiment reports')
  })

  it('lists gone rows and columns together, quoted, as labels carry commas of their own', () => {
    const previous = '## 9. Budgets\n\n| Budget | Measured | Result |\n| --- | --- | --- |\n| LCP, CLS and TBT | 1 | PASS |\n| Snapshot | 2 ms | PASS |\n| Other | 3 ms | PASS |\n'
    const now = '## 9. Budgets\n\n| Budget | Measured |\n| --- | --- |\n| Snapshot | 2 ms |\n'
    expect(withPreviousFigures(now, previous)).toContain('\n| Budget | Measured |\n| --- | --- |\n| Snapshot | 2 ms |\n\nGone since the previous run: rows "LCP, CLS and TBT", "Other"; columns "Result".\n')
  })

  it('finds a renumbered section by its title, and a renamed one by its columns', () => {
    const now = edit(PREVIOUS, ['## 9. Budgets (scripts/bench/budgets.json)', '## 12. Budgets (scripts/bench/budgets.json)'], ['## 2. Lighthouse (mobile, simulated throttling)', '## 2. Lighthouse (mobile, simulated throttling, 3 runs)'], ['| 100 | 656 ms | 656 ms |', '| 100 | 600 ms | 656 ms |'], ['| 30.0 ms | MISS', '| 25.0 ms | MISS'])
    const result = withPreviousFigures(now, PREVIOUS)
    expect(line(result, '| /demo | landing | 3')).toContain('| 600 ms (was 656 ms) | 656 ms |')
    expect(line(result, '| Snapshot validation')).toContain('| 25.0 ms (was 30.0 ms) |')
    expect(result).not.toContain('New since')
  })

  it('a renamed section whose columns several previous tables share is new, unless one of them had its number', () => {
    const previous = '## 1. One\n\n| A | B |\n| --- | --- |\n| x | 1 ms |\n\n## 2. Two\n\n| A | B |\n| --- | --- |\n| x | 2 ms |\n'
    expect(withPreviousFigures('## 3. Three\n\n| A | B |\n| --- | --- |\n| x | 3 ms |\n', previous)).toContain('New since the previous run')
    expect(withPreviousFigures('## 2. Deux\n\n| A | B |\n| --- | --- |\n| x | 3 ms |\n', previous)).toContain('| x | 3 ms (was 2 ms) |')
  })

  it('rows labelled by a figure (a count that varies) pair in order', () => {
    const now = edit(PREVIOUS, ['| 1,000,046 | 271 MB | 0.46 s |', '| 1,000,100 | 271 MB | 0.50 s |'])
    const result = withPreviousFigures(now, PREVIOUS)
    expect(line(result, '| 1,000,100')).toBe('| 1,000,100 (was 1,000,046) | 271 MB | 0.50 s (was 0.46 s) |')
    expect(line(result, '| 9,999,304')).toBe('| 9,999,304 | 2738 MB | 3.46 s |')
  })

  it('reads past the annotations of a previous report that had them', () => {
    const middle = edit(PREVIOUS, ['| 4063 ms |', '| 3900 ms |'], ['| bare React | reference | 3 | 100 | 1054 ms |', '| /checkout | mid | 1 | 99 | 1054 ms |'], ['| 2 / 75 |', '| 2 / 70 |'])
    const annotated = withPreviousFigures(middle, PREVIOUS)
    expect(annotated).toContain('(was 4063 ms)')
    const now = edit(middle, ['| 3900 ms |', '| 3800 ms |'])
    const result = withPreviousFigures(now, annotated)
    expect(result).toBe(withPreviousFigures(now, middle))
    expect(line(result, '| product')).toBe('| product | buildWeb (vite.config.ts, prerendered landings) | 3800 ms (was 3900 ms) |')
    expect(line(result, '| /checkout')).toMatch(/^\| \/checkout \| mid/)
    expect(withoutAnnotations('3 / 20 (was 3 / 79)')).toBe('3 / 20')
    expect(withoutAnnotations('9.0 ms (/deeps) (was 7.0 ms (/parentingexp))')).toBe('9.0 ms (/deeps)')
    expect(withoutAnnotations('/checkout (new)')).toBe('/checkout')
  })

  it('keeps escaped pipes in cells', () => {
    const previous = '## 1. X\n\n| What | Time |\n| --- | --- |\n| `a \\| b` | 5.0 ms |\n'
    expect(withPreviousFigures('## 1. X\n\n| What | Time |\n| --- | --- |\n| `a \\| b` | 6.0 ms |\n', previous)).toContain('| `a \\| b` | 6.0 ms (was 5.0 ms) |')
  })
})
