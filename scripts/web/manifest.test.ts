import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { COMPONENT_TYPES } from '../../schemas/page/componentTypes'
import { ROOT } from '../settings'
import { chunkFiles, templateSources, type Manifest } from './manifest'

const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_runtime.js'], css: ['assets/index-1.css'] },
  '_runtime.js': { file: 'assets/runtime-2.js' },
  '_FunnelArea-3.js': { file: 'assets/FunnelArea-3.js', name: 'FunnelArea', imports: ['_runtime.js', 'index.html', '_shared-4.js'] },
  '_shared-4.js': { file: 'assets/shared-4.js', css: ['assets/shared-4.css'] },
  'src/templates/landing/Landing.tsx': { file: 'assets/Landing-5.js', imports: ['_FunnelArea-3.js', '_shared-4.js'], css: ['assets/Landing-5.css'] },
}

describe('chunkFiles', () => {
  it('lists the chunks with what they import, minus what the entry loads, and their styles', () => {
    expect(chunkFiles(manifest, ['FunnelArea', 'src/templates/landing/Landing.tsx'])).toEqual({
      modules: ['/assets/FunnelArea-3.js', '/assets/shared-4.js', '/assets/Landing-5.js'],
      styles: ['/assets/shared-4.css', '/assets/Landing-5.css'],
    })
  })

  it("by name, takes the chunk the app's dynamic import asks for, which brings its group's chunk along", () => {
    const grouped: Manifest = {
      'index.html': { file: 'assets/index-1.js', isEntry: true },
      '_FunnelArea-2.js': { file: 'assets/FunnelArea-2.js', name: 'FunnelArea', css: ['assets/FunnelArea-2.css'] },
      'src/app/FunnelArea.tsx': { file: 'assets/FunnelArea-3.js', name: 'FunnelArea', isDynamicEntry: true, imports: ['_FunnelArea-2.js'] },
    }
    expect(chunkFiles(grouped, ['FunnelArea'])).toEqual({ modules: ['/assets/FunnelArea-3.js', '/assets/FunnelArea-2.js'], styles: ['/assets/FunnelArea-2.css'] })
  })

  it('names a chunk the manifest does not have', () => {
    expect(() => chunkFiles(manifest, ['src/templates/gone/Gone.tsx'])).toThrow('src/templates/gone/Gone.tsx')
  })
})

describe('templateSources', () => {
  it("reads every componentType's template source from the real template folders", () => {
    const sources = templateSources(join(ROOT, 'web/src/templates'))
    expect(Object.keys(sources).sort()).toEqual([...COMPONENT_TYPES].sort())
    expect(sources.landing).toBe('src/templates/landing/Template.tsx')
    for (const source of Object.values(sources)) expect(readFileSync(join(ROOT, 'web', source), 'utf8').length).toBeGreaterThan(0)
  })
})
