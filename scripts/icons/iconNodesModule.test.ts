import { describe, expect, it } from 'vitest'
import { iconNodesModule } from './iconNodesModule'

const options = { constant: 'NODES', nameType: { name: 'Name', from: './names' }, nodeFrom: './IconSvg' }

describe('iconNodesModule', () => {
  it('writes each drawing without lucide’s keys, a name that is no identifier quoted, checked against the names', () => {
    const source = iconNodesModule({ ...options, icons: [{ name: 'check', size: 24, node: [['path', { d: 'M20 6 9 17l-5-5', key: '1gmf2c' }]] }, { name: 'circle-check', node: [['circle', { cx: '12', cy: '12', r: '10', key: 'a' }]] }] })
    expect(source.split('\n').slice(1)).toEqual([
      "import type { IconNode } from './IconSvg'",
      "import type { Name } from './names'",
      '',
      "/** Each icon's drawing, as lucide draws it. */",
      'export const NODES = {',
      "  check: [['path', { d: 'M20 6 9 17l-5-5' }]],",
      "  'circle-check': [['circle', { cx: '12', cy: '12', r: '10' }]],",
      '} as const satisfies Record<Name, IconNode>',
      '',
    ])
  })

  it('keeps the keys when asked (to measure them)', () => {
    expect(iconNodesModule({ ...options, keys: true, icons: [{ name: 'check', node: [['path', { d: 'M1 1', key: 'k' }]] }] })).toContain("check: [['path', { d: 'M1 1', key: 'k' }]],")
  })

  it('refuses what the component would not draw as lucide does', () => {
    expect(() => iconNodesModule({ ...options, icons: [{ name: 'big', size: 32, node: [] }] })).toThrow('big: viewBox 32')
    expect(() => iconNodesModule({ ...options, icons: [{ name: 'odd', node: [['path', { 'fill-rule': 'evenodd' }]] }] })).toThrow('odd: attribute fill-rule of <path>')
    expect(() => iconNodesModule({ ...options, icons: [{ name: 'quoted', node: [['text', { x: "it's" }]] }] })).toThrow('quoted: a quote')
  })
})
