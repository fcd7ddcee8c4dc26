import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ICON_NODES } from '../../schemas/shared/iconNodes'
import { iconSetModule, iconSetsIndexModule, snapshotIconSets } from './funnelIconSets'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('funnel icon sets', () => {
  it("derives each funnel's set from its snapshot file, leaving out the index and the site folder", () => {
    const dir = mkdtempSync(join(tmpdir(), 'icon-sets-'))
    dirs.push(dir)
    writeFileSync(join(dir, 'index.json'), JSON.stringify({ funnels: [{ key: 'a', icon: 'star' }] }))
    mkdirSync(join(dir, 'site'))
    writeFileSync(join(dir, 'a.json'), JSON.stringify({ funnel: { key: 'a' }, optionSets: [{ options: [{ icon: 'heart' }, { icon: 'check' }] }] }))
    writeFileSync(join(dir, 'b.json'), JSON.stringify({ funnel: { key: 'b' }, pages: [] }))
    expect(snapshotIconSets(dir)).toEqual(
      new Map([
        ['a', ['check', 'heart']],
        ['b', []],
      ]),
    )
  })

  it('has no sets without a snapshot (a clean checkout)', () => {
    expect(snapshotIconSets(join(tmpdir(), 'no-such-snapshot-folder'))).toEqual(new Map())
  })

  it("writes a set as a module that adds exactly its icons' drawings, taken from iconNodes.ts, to the store", () => {
    const source = iconSetModule(['check', 'heart'], '/app/iconNodeStore.ts')
    const [importLine, call] = source.trim().split('\n')
    expect(importLine).toBe('import { addIconNodes } from "/app/iconNodeStore.ts"')
    expect(JSON.parse(/^addIconNodes\((.*)\)$/.exec(call!)![1]!)).toEqual({ check: ICON_NODES.check, heart: ICON_NODES.heart })
  })

  it('indexes every funnel with a lazy import of its own set', () => {
    expect(iconSetsIndexModule(['a', 'b'])).toBe('export default {\n  "a": () => import("virtual:funnel-icons/a-icons"),\n  "b": () => import("virtual:funnel-icons/b-icons"),\n}\n')
  })
})
