import { describe, expect, it } from 'vitest'
import { afterPaintSection } from './afterPaintReport'
import { fixtureByteSplit as split } from './byteSplitFixture'

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
