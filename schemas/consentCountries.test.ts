import { describe, expect, it } from 'vitest'
import { CONSENT_COUNTRIES, requiresConsent } from './consentCountries'

describe('requiresConsent', () => {
  it('asks the 27 EU states, the three other EEA states and the United Kingdom', () => {
    expect(CONSENT_COUNTRIES.size).toBe(31)
    for (const code of ['PL', 'DE', 'FR', 'IE', 'GR', 'NO', 'IS', 'LI', 'GB']) expect(requiresConsent(code)).toBe(true)
  })

  it('does not ask visitors from elsewhere, including Switzerland and the United States', () => {
    for (const code of ['US', 'CA', 'CH', 'JP', 'BR', 'UA', 'TR']) expect(requiresConsent(code)).toBe(false)
  })

  it('reads codes in any case and with spaces; an unknown country is asked', () => {
    expect(requiresConsent(' pl ')).toBe(true)
    expect(requiresConsent('us')).toBe(false)
    expect(requiresConsent(null)).toBe(true)
    expect(requiresConsent('')).toBe(true)
    expect(requiresConsent('EL')).toBe(false)
    expect(requiresConsent('Poland')).toBe(true)
  })
})
