import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { seedDocuments } from '../../seed/dataset'
import { shotFile, shotTargets, targetsOfSnapshot } from './shotTargets'

const page = (id: string, key: string, path: string | null, componentType = 'radioQuestion') => ({ _id: id, key, path, componentType })
const snapshot = {
  funnel: { key: 'demo', basePath: '/demo', pages: [{ _ref: 'p.land' }, { _ref: 'p.gone' }, { _ref: 'p.age' }, { _ref: 'p.abs' }] },
  pages: [page('p.age', 'age', 'age'), page('p.land', 'landing', null, 'landing'), page('p.abs', 'terms', '/terms', 'endPage')],
}

describe('shot targets', () => {
  it("follow the funnel's page order, with each page's route as the renderer builds it", () => {
    expect(targetsOfSnapshot(snapshot)).toEqual([
      { funnel: 'demo', position: 1, key: 'landing', componentType: 'landing', route: '/demo' },
      { funnel: 'demo', position: 2, key: 'age', componentType: 'radioQuestion', route: '/demo/age' },
      { funnel: 'demo', position: 3, key: 'terms', componentType: 'endPage', route: '/terms' },
    ])
  })

  it('say which field of a snapshot is wrong instead of photographing nothing', () => {
    expect(() => targetsOfSnapshot({ funnel: { key: 'demo', pages: [] }, pages: [] })).toThrow(/basePath/)
  })

  it('cover every seeded page of every funnel, and only the funnels asked for', () => {
    const dir = mkdtempSync(join(tmpdir(), 'shots-'))
    const documents = seedDocuments() as { _id: string; _type: string; key?: string; basePath?: string; pages?: { _ref: string }[] }[]
    const funnels = documents.filter((document) => document._type === 'funnel')
    const pages = documents.filter((document) => document._type === 'page')
    for (const funnel of funnels) writeFileSync(join(dir, `${funnel.key}.json`), JSON.stringify({ funnel, pages }))
    writeFileSync(join(dir, 'index.json'), '{}')
    const all = shotTargets(dir)
    expect(new Set(all.map((target) => target.funnel))).toEqual(new Set(funnels.map((funnel) => funnel.key)))
    expect(all).toHaveLength(funnels.reduce((sum, funnel) => sum + (funnel.pages?.length ?? 0), 0))
    expect(new Set(shotTargets(dir, ['deeps']).map((target) => target.funnel))).toEqual(new Set(['deeps']))
  })

  it('name files so a folder lists them in funnel order', () => {
    const [first] = targetsOfSnapshot(snapshot)
    expect(shotFile(first!, 'pl', 'phone')).toBe('demo/pl/01-landing-phone.png')
  })
})
