import { describe, expect, it } from 'vitest'
import { fillPlaceholders, unknownPlaceholders } from './fillPlaceholders'

describe('e-mail placeholders', () => {
  it('fills known placeholders, spaces allowed', () => {
    expect(fillPlaceholders('Hi {{email}}, welcome to {{ funnelName }}', { email: 'a@b.pl', funnelName: 'Demo' })).toBe('Hi a@b.pl, welcome to Demo')
  })

  it('leaves unfilled and unknown placeholders visible', () => {
    expect(fillPlaceholders('{{resultName}} {{fristName}}', {})).toBe('{{resultName}} {{fristName}}')
    expect(unknownPlaceholders('{{email}} {{fristName}}')).toEqual(['fristName'])
  })
})
