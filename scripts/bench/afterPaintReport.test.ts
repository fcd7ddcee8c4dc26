import { describe, expect, it } from 'vitest'
import { afterPaintSection } from './afterPaintReport'
import type { ByteSplit } from './bytes'
import type { Target } from './targets'

const site = { name: 'product' as const, url: 'http://localhost:4300', dir: 'dist', buildMs: 0 }
const target = (label: string, kind: Target['kind'] = 'landing'): Target => ({ label, kind, site, url: site.url + label, heading: 'main h1' })
const split = (label: string, extra: Partial<ByteSplit> = {}, kind: Target['kind'] = 'landing'): ByteSplit => ({
  target: target(label, kind),
  firstPaintMs: 60,
  jsBefore: 0,
  jsAfter: 0,
  totalBefore: 0,
  totalAfter: 0,
  jsBeforeGzip: 0,
  filesBefore: 2,
  filesAfter: 3,
  afterPaint: {
    requests: 3,
    jsBrotli: 2048,
    kinds: [
      { kind: 'JS chunks', requests: 2, bytes: 2048, names: ['startApp.js', 'FunnelArea.js'] },
      { kind: 'fonts', requests: 1, bytes: 1024, names: ['inter-latin-wght-normal.woff2'] },
    ],
  },
  ...extra,
})

describe('after-paint report section', () => {
  it('prints one row per landing with the counts by kind and lists the files of each kind', () => {
    const section = afterPaintSection([split('/demo'), split('/demo/q', {}, 'mid')])
    expect(section).toContain('| /demo | 3 | 2.0 KB | 2 (2.0 KB) | 0 | 0 | 1 (1.0 KB) | 0 | 0 |')
    expect(section).not.toContain('/demo/q')
    expect(section).toContain('- /demo: JS chunks (2): startApp.js, FunnelArea.js; fonts (1): inter-latin-wght-normal.woff2')
  })

  it('says so when a landing could not be measured, and lists no files for it', () => {
    const section = afterPaintSection([split('/demo', { error: 'timeout', afterPaint: undefined })])
    expect(section).toContain('| /demo | error: timeout |')
    expect(section).not.toContain('- /demo:')
  })
})
