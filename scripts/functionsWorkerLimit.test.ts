import { describe, expect, it } from 'vitest'
import { DEFAULT_FUNCTIONS_PARALLEL, functionsWorkerLimit, functionsWorkerLimitEnv } from './functionsWorkerLimit'

describe('functionsWorkerLimit', () => {
  it('bounds the emulator to a few requests at once unless FUNCTIONS_EMULATOR_PARALLEL says otherwise', () => {
    expect(functionsWorkerLimit({})).toBe(DEFAULT_FUNCTIONS_PARALLEL)
    expect(functionsWorkerLimit({ FUNCTIONS_EMULATOR_PARALLEL: '' })).toBe(DEFAULT_FUNCTIONS_PARALLEL)
    expect(functionsWorkerLimit({ FUNCTIONS_EMULATOR_PARALLEL: '8' })).toBe(8)
    expect(functionsWorkerLimitEnv(4)).toEqual({ FUNCTIONS_EMULATOR_PARALLEL: '4' })
  })

  it('refuses a limit the CLI would refuse or misread, naming the variable', () => {
    for (const given of ['0', '-1', '2.5', 'many']) expect(() => functionsWorkerLimit({ FUNCTIONS_EMULATOR_PARALLEL: given })).toThrow(`FUNCTIONS_EMULATOR_PARALLEL must be a whole number from 1, not "${given}"`)
  })
})
