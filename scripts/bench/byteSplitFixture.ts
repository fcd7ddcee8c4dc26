/**
 * A measured page's bytes for the bench's unit tests (afterPaintReport.test.ts, budgets.test.ts):
 * the same ByteSplit literal in one place, with only what a test is about changed.
 */
import type { AfterPaint } from './afterPaint'
import type { ByteSplit } from './bytes'
import type { Target } from './targets'

const site = { name: 'product' as const, url: 'http://localhost:4300', dir: 'dist', buildMs: 0 }

/** A product page target at `label`, a landing unless told. */
export const fixtureTarget = (label: string, kind: Target['kind'] = 'landing'): Target => ({ label, kind, site, url: site.url + label, heading: 'main h1' })

/** After the paint: `requests` requests, `jsBrotli` bytes of JavaScript, no kinds unless given. */
export const fixtureAfterPaint = (requests: number, jsBrotli: number, kinds: AfterPaint['kinds'] = []): AfterPaint => ({ requests, jsBrotli, kinds })

/** A page measured at `label`: painted at 60 ms, no JavaScript before it, three requests after it (two scripts and a font). */
export function fixtureByteSplit(label: string, extra: Partial<ByteSplit> = {}, kind: Target['kind'] = 'landing'): ByteSplit {
  return {
    target: fixtureTarget(label, kind),
    firstPaintMs: 60,
    jsBefore: 0,
    jsAfter: 0,
    totalBefore: 0,
    totalAfter: 0,
    jsBeforeGzip: 0,
    filesBefore: 2,
    filesAfter: 3,
    afterPaint: fixtureAfterPaint(3, 2048, [
      { kind: 'JS chunks', requests: 2, bytes: 2048, names: ['startApp.js', 'FunnelArea.js'] },
      { kind: 'fonts', requests: 1, bytes: 1024, names: ['inter-latin-wght-normal.woff2'] },
    ]),
    ...extra,
  }
}
