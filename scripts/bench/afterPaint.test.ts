import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { afterPaintOfBuild, brotliSize, builtFile, requestKind, requestName, summarizeAfterPaint } from './afterPaint'

const origin = 'http://localhost:4300'

describe('after-paint requests', () => {
  it('sorts requests into kinds by extension, and by initiator when the path has none', () => {
    expect(requestKind({ url: `${origin}/assets/index-AbCd1234.js`, initiatorType: 'script' })).toBe('JS chunks')
    expect(requestKind({ url: `${origin}/assets/FunnelArea-AbCd1234.js`, initiatorType: 'link' })).toBe('JS chunks')
    expect(requestKind({ url: `${origin}/assets/landing-AbCd1234.css`, initiatorType: 'link' })).toBe('CSS')
    expect(requestKind({ url: `${origin}/assets/nunito-latin-wght-normal-AbCd1234.woff2`, initiatorType: 'css' })).toBe('fonts')
    expect(requestKind({ url: `${origin}/assets/hero-AbCd1234.webp`, initiatorType: 'img' })).toBe('images')
    expect(requestKind({ url: 'http://127.0.0.1:3900/images/local/production/abc?w=390', initiatorType: 'img' })).toBe('images')
    expect(requestKind({ url: `${origin}/assets/leadership-AbCd1234.json`, initiatorType: 'fetch' })).toBe('data/JSON')
    expect(requestKind({ url: 'http://127.0.0.1:5001/demo-funnels/us-central1/saveLog', initiatorType: 'fetch' })).toBe('data/JSON')
    expect(requestKind({ url: `${origin}/manifest.webmanifest`, initiatorType: 'link' })).toBe('other')
  })

  it('names a request by its file without the content hash; another origin keeps its host', () => {
    expect(requestName(`${origin}/assets/FunnelArea-LbsB0VRX.js`, origin)).toBe('FunnelArea.js')
    expect(requestName(`${origin}/assets/chunk-6KYCQHYJ-BG2rfYRt.js`, origin)).toBe('chunk-6KYCQHYJ.js')
    expect(requestName('http://127.0.0.1:5001/demo-funnels/us-central1/saveLog', origin)).toBe('127.0.0.1:5001/saveLog')
  })

  it('counts every request, groups them in a fixed kind order and sums the JavaScript apart', () => {
    const sizes: Record<string, number> = { [`${origin}/assets/a-AbCd1234.js`]: 1000, [`${origin}/assets/b-AbCd1234.js`]: 500, [`${origin}/assets/a-AbCd1234.css`]: 300 }
    const summary = summarizeAfterPaint(
      [
        { url: 'http://127.0.0.1:3900/v2025-02-19/data/query/production', initiatorType: 'fetch' },
        { url: `${origin}/assets/a-AbCd1234.css`, initiatorType: 'link' },
        { url: `${origin}/assets/a-AbCd1234.js`, initiatorType: 'script' },
        { url: `${origin}/assets/b-AbCd1234.js`, initiatorType: 'link' },
      ],
      origin,
      (url) => sizes[url] ?? 0,
    )
    expect(summary.requests).toBe(4)
    expect(summary.jsBrotli).toBe(1500)
    expect(summary.kinds).toEqual([
      { kind: 'JS chunks', requests: 2, bytes: 1500, names: ['a.js', 'b.js'] },
      { kind: 'CSS', requests: 1, bytes: 300, names: ['a.css'] },
      { kind: 'data/JSON', requests: 1, bytes: 0, names: ['127.0.0.1:3900/production'] },
    ])
  })

  it('sizes text as serveWeb sends it: brotli from 256 bytes, smaller files as they are', () => {
    const small = Buffer.from('x'.repeat(255))
    expect(brotliSize(small)).toBe(255)
    const text = Buffer.from('export const answer = 42;\n'.repeat(200))
    expect(brotliSize(text)).toBeLessThan(text.length / 10)
  })

  it('reads built files of its own origin only, and sizes JavaScript as brotli, images as they are', () => {
    const dir = mkdtempSync(join(tmpdir(), 'after-paint-'))
    const script = Buffer.from('console.log("a long enough line of script");\n'.repeat(50))
    const image = Buffer.alloc(4000, 7)
    writeFileSync(join(dir, 'a.js'), script)
    writeFileSync(join(dir, 'b.png'), image)
    expect(builtFile(dir, `${origin}/a.js`, origin)?.equals(script)).toBe(true)
    expect(builtFile(dir, 'http://elsewhere.test/a.js', origin)).toBeUndefined()
    expect(builtFile(dir, `${origin}/missing.js`, origin)).toBeUndefined()
    const summary = afterPaintOfBuild([{ url: `${origin}/a.js` }, { url: `${origin}/b.png`, initiatorType: 'img' }, { url: 'http://elsewhere.test/c.js' }], origin, dir)
    expect(summary.jsBrotli).toBe(brotliSize(script))
    expect(summary.kinds.find((count) => count.kind === 'images')?.bytes).toBe(4000)
  })
})
