import { describe, expect, it } from 'vitest'
import { chunkName, moduleShares, shortModuleId } from './chunkModules'

describe('chunkModules', () => {
  it('names modules by repository path or package path, and chunks without their hash', () => {
    expect(shortModuleId('/repo/web/src/app/App.tsx', '/repo')).toBe('web/src/app/App.tsx')
    expect(shortModuleId('/shared/node_modules/react-dom/cjs/client.js?commonjs-es-import', '/repo')).toBe('npm:react-dom/cjs/client.js')
    expect(shortModuleId('\0vite/preload-helper.js', '/repo')).toBe('vite/preload-helper.js')
    expect(chunkName('assets/react-AbC1_-45.js')).toBe('react.js')
  })

  it('shares a chunk\'s bytes by code length, largest first, leaving out modules with no code', () => {
    expect(moduleShares(1000, [{ id: 'a', length: 100 }, { id: 'b', length: 300 }, { id: 'c', length: 0 }])).toEqual([
      { id: 'b', brotli: 750 },
      { id: 'a', brotli: 250 },
    ])
    expect(moduleShares(1000, [])).toEqual([])
  })
})
