import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { facadeOf, manifestWithoutFacades, removeFacadeChunks, withoutFacades } from './facadeChunks'
import { chunkFiles, MANIFEST_PATH, type Manifest } from './manifest'

describe('facade chunks', () => {
  it('recognises a chunk that only re-exports another, and a CommonJS module evaluated on import', () => {
    expect(facadeOf('startApp-A.js', 'export{t as startApp}from"./startApp-B.js";')).toEqual({ file: 'startApp-A.js', target: 'startApp-B.js', exports: '({"startApp":m.t})' })
    expect(facadeOf('FunnelArea-A.js', 'export{n as FunnelView,t as default}from"./FunnelArea-B.js";')?.exports).toBe('({"FunnelView":m.n,"default":m.t})')
    expect(facadeOf('client-A.js', 'import{t as e}from"./react-B.js";export default e();')).toEqual({ file: 'client-A.js', target: 'react-B.js', exports: '({default:m.t()})' })
  })

  it('leaves a chunk with code of its own alone', () => {
    expect(facadeOf('landing-A.js', 'import{a as e}from"./templateKit-B.js";export default function t(){return e()}')).toBeUndefined()
    expect(facadeOf('x-A.js', 'export{t as x}from"./x-B.js";console.log(1);')).toBeUndefined()
    expect(facadeOf('x-A.js', 'import{t as e}from"./react-B.js";export default n();')).toBeUndefined()
  })

  it('rewrites a dynamic import of a facade to its target, with the same exports, and the preload list to the target', () => {
    const facade = facadeOf('startApp-A.js', 'export{t as startApp}from"./startApp-B.js";')!
    const code = 'const d=["assets/startApp-A.js","assets/startApp-B.js"];let{startApp:e}=await import(`./startApp-A.js`);'
    expect(withoutFacades(code, [facade])).toBe('const d=["assets/startApp-B.js","assets/startApp-B.js"];let{startApp:e}=await import(`./startApp-B.js`).then(m=>({"startApp":m.t}));')
  })

  it('points the manifest at the target, so the landing preloads one file for the import', () => {
    const manifest: Manifest = {
      'index.html': { file: 'assets/index-E.js', isEntry: true },
      'src/startApp.tsx': { file: 'assets/startApp-A.js', imports: ['_startApp-B.js'], isDynamicEntry: true },
      '_startApp-B.js': { file: 'assets/startApp-B.js', name: 'startApp' },
    }
    const facade = facadeOf('startApp-A.js', 'export{t as startApp}from"./startApp-B.js";')!
    expect(chunkFiles(manifestWithoutFacades(manifest, [facade]), ['src/startApp.tsx']).modules).toEqual(['/assets/startApp-B.js'])
  })

  it('removes the facades from a build folder, but keeps one another chunk imports statically', () => {
    const dir = mkdtempSync(join(tmpdir(), 'facades-'))
    mkdirSync(join(dir, 'assets'))
    mkdirSync(join(dir, '.vite'))
    const write = (file: string, code: string) => writeFileSync(join(dir, 'assets', file), code)
    write('index-E.js', 'await import(`./startApp-A.js`);await import(`./kept-A.js`);')
    write('startApp-A.js', 'export{t as startApp}from"./startApp-B.js";')
    write('startApp-B.js', 'export{x as t};')
    write('kept-A.js', 'export{t as kept}from"./kept-B.js";')
    write('kept-B.js', 'export{x as t};')
    write('other-C.js', 'import{kept as k}from"./kept-A.js";')
    writeFileSync(join(dir, MANIFEST_PATH), JSON.stringify({ 'src/startApp.tsx': { file: 'assets/startApp-A.js' } }))
    expect(removeFacadeChunks(dir).map(({ file }) => file)).toEqual(['startApp-A.js'])
    expect(readdirSync(join(dir, 'assets')).sort()).toEqual(['index-E.js', 'kept-A.js', 'kept-B.js', 'other-C.js', 'startApp-B.js'])
    expect(readFileSync(join(dir, 'assets', 'index-E.js'), 'utf8')).toBe('await import(`./startApp-B.js`).then(m=>({"startApp":m.t}));await import(`./kept-A.js`);')
    expect(JSON.parse(readFileSync(join(dir, MANIFEST_PATH), 'utf8'))).toEqual({ 'src/startApp.tsx': { file: 'assets/startApp-B.js' } })
  })
})
