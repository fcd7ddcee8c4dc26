import { describe, expect, it } from 'vitest'
import { buildMetaEvent, hashEmail, sha256Hex } from './metaEvent'

describe('hashEmail', () => {
  it("hashes the trimmed, lower-cased address (Meta's normalisation)", () => {
    // SHA-256 of "person@example.com"
    const expected = '542d240129883c019e106e3b1b2d3f3cb3537c43c425364de8e951d5a3083345'
    expect(sha256Hex('person@example.com')).toBe(expected)
    expect(hashEmail('  Person@Example.COM \n')).toBe(expected)
  })
})

describe('buildMetaEvent', () => {
  const input = {
    eventName: 'CompleteRegistration',
    eventId: 'evt-1',
    currentTimestamp: 1_763_800_000,
    email: 'Person@Example.com',
    userId: 'user-1',
    fbc: 'fb.1.1763800000000.abc',
    fbp: null,
    onboardingType: 'leadership',
    eventSourceUrl: 'https://example.com/leadership/email',
    customData: { value: 1 },
  }

  it('builds a website server event with hashed identifiers and never the raw e-mail', () => {
    const event = buildMetaEvent(input, { clientIp: '203.0.113.7', userAgent: 'Test/1.0' })
    expect(event).toEqual({
      event_name: 'CompleteRegistration',
      event_time: 1_763_800_000,
      event_id: 'evt-1',
      action_source: 'website',
      event_source_url: 'https://example.com/leadership/email',
      user_data: {
        em: [hashEmail('person@example.com')],
        external_id: [sha256Hex('user-1')],
        fbc: 'fb.1.1763800000000.abc',
        client_user_agent: 'Test/1.0',
        client_ip_address: '203.0.113.7',
      },
      custom_data: { value: 1, onboarding_type: 'leadership' },
    })
    expect(JSON.stringify(event).toLowerCase()).not.toContain('person@example.com')
  })

  it('leaves out what is unknown instead of sending it empty', () => {
    const event = buildMetaEvent({ ...input, email: undefined, fbc: null, eventSourceUrl: undefined }, { clientIp: null, userAgent: null })
    expect(event.user_data).toEqual({ external_id: [sha256Hex('user-1')] })
    expect(event).not.toHaveProperty('event_source_url')
  })
})
