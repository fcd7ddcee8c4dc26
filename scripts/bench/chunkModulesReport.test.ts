import { describe, expect, it } from 'vitest'
import type { ByteSplit } from './bytes'
import { afterPaintChunks, chunkModulesSection } from './chunkModulesReport'

const landing = (label: string, names: string[]) =>
  ({ target: { label, kind: 'landing' }, afterPaint: { requests: names.length, jsBrotli: 0, kinds: [{ kind: 'JS chunks', requests: names.length, bytes: 0, names }] } }) as unknown as ByteSplit

describe('chunkModulesSection', () => {
  const rows = [landing('/a', ['react.js', 'landing.js']), landing('/b', ['react.js'])]

  it('lists each after-paint chunk once', () => {
    expect(afterPaintChunks(rows)).toEqual(['react.js', 'landing.js'])
  })

  it('shows the chunks largest first with how many landings load them and their top modules', () => {
    const section = chunkModulesSection(rows, [
      { chunk: 'landing.js', brotli: 512, modules: [{ id: 'web/src/templates/landing/Template.tsx', brotli: 512 }] },
      { chunk: 'react.js', brotli: 2048, modules: [{ id: 'npm:react-dom/x.js', brotli: 1536 }, { id: 'npm:react/y.js', brotli: 512 }] },
      { chunk: 'never.js', brotli: 9999, modules: [] },
    ], 1)
    const lines = section.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| Chunk') && !line.startsWith('| ---'))
    expect(lines).toEqual(['| react.js | 2.0 KB | 2/2 | npm:react-dom/x.js 1.5 KB |', '| landing.js | 0.5 KB | 1/2 | web/src/templates/landing/Template.tsx 0.5 KB |'])
  })

  it('says so when not measured', () => {
    expect(chunkModulesSection(rows, undefined)).toContain('Not measured.')
  })
})
