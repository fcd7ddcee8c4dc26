import { applyPatch } from 'mendoza'
import { describe, expect, it } from 'vitest'
import { encodePatch, mendozaEffects } from './mendoza'

describe('mendoza effects', () => {
  const before = { _id: 'a', _type: 't', _rev: 'r1', b: 1, a: { nested: [1, 2] }, gone: 'x', zz: true }
  const after = { _id: 'a', _type: 't', _rev: 'r2', b: 2, a: { nested: [1, 2] }, zz: true, added: { deep: 'y' } }

  it('turns the old document into the new one and back, ignoring _rev', () => {
    const { apply, revert } = mendozaEffects(before, after)
    const { _rev: _r1, ...plainBefore } = before
    const { _rev: _r2, ...plainAfter } = after
    expect(applyPatch(plainBefore, apply)).toEqual(plainAfter)
    expect(applyPatch(plainAfter, revert)).toEqual(plainBefore)
  })

  it('names only the fields that changed', () => {
    expect(encodePatch({ x: 1, y: { z: 1 } }, { x: 1, y: { z: 2 } })).toEqual([17, { z: 2 }, 'y'])
  })

  it('encodes creation and deletion as whole values, the way the Studio recognises them', () => {
    expect(mendozaEffects(null, after).revert).toEqual([0, null])
    expect(mendozaEffects(before, null).apply).toEqual([0, null])
  })
})
