// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAbManager } from './ab'

const tests = [{ key: 'payWallTypeKey', variants: [{ value: 'freeTrial' }, { value: 'discount' }] }]
afterEach(() => localStorage.clear())

describe('createAbManager', () => {
  it('throws for an onboarding type that is not a funnel', () => {
    expect(() => createAbManager('', tests, ['deeps'])).toThrow(/valid onboarding type/)
    expect(() => createAbManager('nope', tests, ['deeps'])).toThrow('got "nope" (known: deeps)')
  })

  it('draws once, stores per onboarding and reuses the stored variant', () => {
    const first = createAbManager('deeps', tests, ['deeps']).load()
    expect(['freeTrial', 'discount']).toContain(first.payWallTypeKey)
    expect(JSON.parse(localStorage.getItem('funnels-ab:deeps') ?? '{}')).toEqual(first)
    expect(createAbManager('deeps', tests, ['deeps']).load()).toEqual(first)
  })

  it('logs and refuses an unknown test or variant', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const manager = createAbManager('deeps', tests, ['deeps'])
    expect(manager.switchVariant('missingKey', 'x')).toBeNull()
    expect(manager.switchVariant('payWallTypeKey', 'nope')).toBeNull()
    expect(error).toHaveBeenCalledTimes(2)
    expect(manager.switchVariant('payWallTypeKey', 'discount')).toEqual({ payWallTypeKey: 'discount' })
    error.mockRestore()
  })
})
