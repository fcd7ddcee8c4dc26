import { beforeAll, describe, expect, it } from 'vitest'
import type { ExperimentReport } from '../experimentReport'
import { syntheticArm as arm, syntheticLeadershipReport } from '../reportFixture'
import { comparisonText } from './reportFormat'
import { reportHtml } from './reportHtml'
import { reportTable } from './reportTable'

let report: ExperimentReport
beforeAll(async () => {
  report = await syntheticLeadershipReport([arm('default', 1, 0.08), arm('second', 1, 0.16)], { visitors: 3000 })
})

describe('the report, printed and as an HTML file', () => {
  it('prints each test with its status, its variants and every comparison with its interval', () => {
    const text = reportTable(report)
    expect(text).toMatch(/^Experiments of leadership, 2026-11-01 to 2026-11-10 \(revenue in USD; 1 EUR = 1\.08 USD, 1 GBP = 1\.27 USD, 1 PLN = 0\.25 USD\)/)
    expect(text).toMatch(/pricingSet \(pricingSetKey\): Verdict/)
    expect(text).toMatch(/default \(control\)\s+50\s+\d+\s+\d+\.\d %/)
    expect(text).toMatch(/Purchase or trial: second vs default: \+\d+\.\d pp \[\+\d+\.\d pp, \+\d+\.\d pp\], P\(best\) \d+\.\d % wins/)
    expect(text).toMatch(/pricingVersion \(pricingVersionKey\): changes nothing a visitor sees or gets/)
    expect(text).toMatch(/Funnel reach: offer 3000 › congrats \d+/)
  })

  it('writes a self-contained page: no script, nothing loaded, charts as SVG with accessible names', () => {
    const html = reportHtml(report)
    expect(html).toMatch(/^<!doctype html>/)
    expect(html).not.toMatch(/<script|<link|src=|url\(/i)
    expect(html).toContain('<svg role="img" aria-label="Visitors of leadership reaching each step"')
    expect(html).toContain('aria-label="Purchase or trial: difference from the control with its always-valid interval"')
    expect(html).toContain('<span class="wins">second: wins</span>')
    expect(html).toContain('@media (prefers-color-scheme: dark)')
    expect(reportHtml(report, 'dark')).not.toContain('prefers-color-scheme')
  })

  it('prints an interval the statistics cannot give yet (null) as unknown bounds', () => {
    const comparison = { variantKey: 'second', controlKey: 'default', difference: 0, relativeDifference: null, interval: null, probabilityBest: null, verdict: null }
    expect(comparisonText(comparison, 'revenue', 'USD')).toContain('[unknown yet, unknown yet], P(best) –')
  })

  it('escapes what the content wrote', () => {
    const hostile = { ...report, tests: report.tests.map((test, index) => (index === 0 ? { ...test, name: '<img onerror=x>', description: '"quoted" & more' } : test)) }
    const html = reportHtml(hostile)
    expect(html).not.toContain('<img onerror=x>')
    expect(html).toContain('&#60;img onerror=x&#62;')
  })
})
