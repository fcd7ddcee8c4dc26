import { describe, expect, it } from 'vitest'
import { COMPONENT_TYPES } from '../../../schemas/page/componentTypes'
import { PAGE_CONTRACTS } from '../../../schemas/page/templates'
import { roleOf } from './templateRole'

describe('roleOf: what the frame and navigation know of a template', () => {
  it("is every contract's own role (the role modules are the ones the contracts use)", () => {
    for (const contract of PAGE_CONTRACTS) expect(roleOf(contract.componentType), contract.componentType).toEqual(contract.role)
  })

  it('reads role modules of templates only', () => {
    const files = Object.keys(import.meta.glob('../../../schemas/page/templates/*.role.ts'))
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) expect(COMPONENT_TYPES, file).toContain(file.slice(file.lastIndexOf('/') + 1, -'.role.ts'.length))
  })

  it('gives a page without a role, an unknown template or none an ordinary role', () => {
    expect(roleOf('radioQuestion')).toEqual({})
    expect(roleOf('carousel')).toEqual({})
    expect(roleOf(undefined)).toEqual({})
  })

  it('names one congratulations and one paywall template', () => {
    expect(PAGE_CONTRACTS.filter((contract) => roleOf(contract.componentType).congrats)).toHaveLength(1)
    expect(PAGE_CONTRACTS.filter((contract) => roleOf(contract.componentType).paywall)).toHaveLength(1)
  })
})
