import { describe, expect, it } from 'vitest'
import { loadedWith, neededPreloads } from './preloadDependencies'

// The shape of a landing's bundle: the entry loads boot statically and the start lazily; the start
// loads the funnel lazily; the funnel loads templates lazily, which share a kit.
const imports = new Map<string, string[]>([
  ['assets/index.js', ['assets/boot.js']],
  ['assets/startApp.js', ['assets/react.js', 'assets/boot.js']],
  ['assets/react.js', ['assets/runtime.js']],
  ['assets/FunnelArea.js', ['assets/startApp.js', 'assets/react.js']],
  ['assets/landing.js', ['assets/templateKit.js', 'assets/react.js']],
  ['assets/templateKit.js', ['assets/react.js']],
  ['assets/cycleA.js', ['assets/cycleB.js']],
  ['assets/cycleB.js', ['assets/cycleA.js']],
])

describe('preload lists without what the importing chunk already loaded', () => {
  it('a chunk has loaded its static imports and theirs', () => {
    expect([...loadedWith('assets/FunnelArea.js', imports)].sort()).toEqual(['assets/boot.js', 'assets/react.js', 'assets/runtime.js', 'assets/startApp.js'])
    expect([...loadedWith('assets/index.js', imports)]).toEqual(['assets/boot.js'])
    expect([...loadedWith('assets/unknown.js', imports)]).toEqual([])
  })

  it('a cycle of static imports ends', () => {
    expect([...loadedWith('assets/cycleA.js', imports)].sort()).toEqual(['assets/cycleA.js', 'assets/cycleB.js'])
  })

  it("keeps the imported chunk's other chunks, in order, and drops those its importer imports", () => {
    expect(neededPreloads('assets/FunnelArea.js', ['assets/landing.js', 'assets/templateKit.js', 'assets/react.js', 'assets/runtime.js'], imports)).toEqual(['assets/landing.js', 'assets/templateKit.js'])
    // The entry has loaded boot only: react and the runtime are still to come, side by side.
    expect(neededPreloads('assets/index.js', ['assets/startApp.js', 'assets/react.js', 'assets/runtime.js', 'assets/boot.js'], imports)).toEqual(['assets/startApp.js', 'assets/react.js', 'assets/runtime.js'])
  })

  it('an importer the graph does not know keeps the whole list', () => {
    expect(neededPreloads('assets/other.js', ['assets/react.js'], imports)).toEqual(['assets/react.js'])
  })
})
