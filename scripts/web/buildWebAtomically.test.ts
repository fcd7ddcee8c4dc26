import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildWebAtomically } from './buildWebAtomically'
import { serveWeb } from './serveWeb'

const root = mkdtempSync(join(tmpdir(), 'build-swap-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** A stand-in for the production build: an app shell naming its hashed entry, and that entry. */
const fakeBuild = (hash: string) => async ({ outDir }: { outDir: string }) => {
  mkdirSync(join(outDir, 'assets'), { recursive: true })
  writeFileSync(join(outDir, 'index.html'), `<!doctype html><script type="module" src="/assets/entry-${hash}.js"></script>`)
  writeFileSync(join(outDir, `assets/entry-${hash}.js`), `console.log('${hash}')`)
  return { pages: [], skipped: [] }
}

describe('buildWebAtomically', () => {
  it('a build under a running server changes nothing its visitors get: the old pages and their assets keep answering', async () => {
    const dist = join(root, 'dist')
    await buildWebAtomically({ outDir: dist, build: fakeBuild('aaa111') })
    const server = await serveWeb({ dir: dist, port: 4396 })
    try {
      await buildWebAtomically({ outDir: dist, build: fakeBuild('bbb222') })
      expect(existsSync(join(dist, 'assets/entry-aaa111.js'))).toBe(false)
      expect(readFileSync(join(dist, 'index.html'), 'utf8')).toContain('entry-bbb222.js')

      expect(await (await fetch(`${server.url}/`)).text()).toContain('entry-aaa111.js')
      const asset = await fetch(`${server.url}/assets/entry-aaa111.js`)
      expect([asset.status, await asset.text()]).toEqual([200, "console.log('aaa111')"])
      expect((await fetch(`${server.url}/assets/entry-bbb222.js`)).status).toBe(404)
    } finally {
      await server.close()
    }
    expect(existsSync(`${dist}.next`) || existsSync(`${dist}.old`)).toBe(false)
  })

  it('a build that fails leaves the last build whole and no half-written folder', async () => {
    const dist = join(root, 'kept')
    await buildWebAtomically({ outDir: dist, build: fakeBuild('ccc333') })
    const failing = async ({ outDir }: { outDir: string }) => {
      mkdirSync(outDir, { recursive: true })
      writeFileSync(join(outDir, 'index.html'), 'half')
      throw new Error('the bundler failed')
    }
    await expect(buildWebAtomically({ outDir: dist, build: failing })).rejects.toThrow('the bundler failed')
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toContain('entry-ccc333.js')
    expect(existsSync(`${dist}.next`)).toBe(false)
  })
})
