import { describe, expect, it } from 'vitest'
import { configWarnings } from './configWarnings'

describe('funnel configuration warnings (spec 5)', () => {
  it('a missing name only warns', () => {
    expect(configWarnings({ _id: 'funnel.demo' })).toEqual(['Onboarding config funnel.demo has no name; its key is shown instead'])
    expect(configWarnings({ _id: 'funnel.demo', name: '  ' })).toHaveLength(1)
    expect(configWarnings({ _id: 'funnel.demo', name: 'Demo' })).toEqual([])
  })
})
