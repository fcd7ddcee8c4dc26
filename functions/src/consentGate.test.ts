import { describe, expect, it } from 'vitest'
import { consentAllows, type ConsentFacts } from './consentGate'

const V = '2026-11'
const facts = (change: Partial<ConsentFacts>): ConsentFacts => ({ claim: undefined, recorded: undefined, requestCountry: null, ...change })
const record = (analytics: boolean, marketing: boolean, country: string | null = 'PL') => ({ country, analytics, marketing, version: V })

describe('consentAllows', () => {
  it('without a record: nothing in the EEA and the UK, everything elsewhere (by the geo header, else the recorded country)', () => {
    expect(consentAllows('marketing', facts({ requestCountry: 'PL' }))).toBe(false)
    expect(consentAllows('analytics', facts({ requestCountry: 'GB' }))).toBe(false)
    expect(consentAllows('marketing', facts({ requestCountry: 'US' }))).toBe(true)
    expect(consentAllows('marketing', facts({ recorded: { country: 'DE', analytics: null, marketing: null, version: null } }))).toBe(false)
    expect(consentAllows('marketing', facts({ recorded: { country: 'US', analytics: null, marketing: null, version: null } }))).toBe(true)
  })

  it("a browser's claim that it is outside the EEA does not count where the server knows the country", () => {
    expect(consentAllows('marketing', facts({ requestCountry: 'PL', claim: { analytics: true, marketing: true, version: null } }))).toBe(false)
  })

  it('the record decides, whatever the claim grants', () => {
    expect(consentAllows('marketing', facts({ requestCountry: 'PL', recorded: record(true, false), claim: { analytics: true, marketing: true, version: V } }))).toBe(false)
    expect(consentAllows('analytics', facts({ requestCountry: 'PL', recorded: record(true, false) }))).toBe(true)
    expect(consentAllows('marketing', facts({ requestCountry: 'PL', recorded: record(true, true) }))).toBe(true)
  })

  it('a refusal in the claim wins at once, before its record arrives', () => {
    expect(consentAllows('marketing', facts({ requestCountry: 'PL', recorded: record(true, true), claim: { analytics: true, marketing: false, version: V } }))).toBe(false)
    expect(consentAllows('marketing', facts({ requestCountry: 'US', claim: { analytics: true, marketing: false, version: V } }))).toBe(false)
  })

  it('a grant the server has not recorded yet is not honoured', () => {
    expect(consentAllows('marketing', facts({ requestCountry: 'PL', claim: { analytics: true, marketing: true, version: V } }))).toBe(false)
    expect(consentAllows('marketing', facts({ claim: { analytics: true, marketing: true, version: V } }))).toBe(false)
  })

  it("with no country known to the server (no geo header, as on the emulators), the browser's default counts; no claim allows nothing", () => {
    expect(consentAllows('marketing', facts({ claim: { analytics: true, marketing: true, version: null } }))).toBe(true)
    expect(consentAllows('marketing', facts({ claim: { analytics: false, marketing: false, version: null } }))).toBe(false)
    expect(consentAllows('marketing', facts({}))).toBe(false)
  })
})
