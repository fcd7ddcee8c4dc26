/**
 * Builds the Meta Conversions API server event. Meta's rules: contact data (em) is hashed with
 * SHA-256 after normalising (trim, lower-case) and never sent raw; external_id hashing is
 * recommended; fbc, fbp, client IP and user agent are sent as they are. Website events need
 * action_source 'website', event_source_url and client_user_agent.
 */
import { createHash } from 'node:crypto'

export const sha256Hex = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex')

export const hashEmail = (email: string) => sha256Hex(email.trim().toLowerCase())

export interface MetaEventInput {
  eventName: string
  eventId: string
  currentTimestamp: number
  email?: string | undefined
  userId: string
  fbc?: string | null | undefined
  fbp?: string | null | undefined
  onboardingType: string
  eventSourceUrl?: string | undefined
  customData?: Record<string, unknown> | undefined
}

export interface MetaServerEvent {
  event_name: string
  event_time: number
  /** With event_name, deduplicates this server event against the Pixel's browser event. */
  event_id: string
  action_source: 'website'
  event_source_url?: string
  user_data: {
    em?: string[]
    external_id: string[]
    fbc?: string
    fbp?: string
    client_user_agent?: string
    client_ip_address?: string
  }
  custom_data: Record<string, unknown>
}

export interface RequestClient {
  clientIp: string | null
  userAgent: string | null
}

/** Optional values are left out rather than sent empty: Meta rejects empty strings in user_data. */
export function buildMetaEvent(input: MetaEventInput, client: RequestClient): MetaServerEvent {
  return {
    event_name: input.eventName,
    event_time: input.currentTimestamp,
    event_id: input.eventId,
    action_source: 'website',
    ...(input.eventSourceUrl ? { event_source_url: input.eventSourceUrl } : {}),
    user_data: {
      ...(input.email ? { em: [hashEmail(input.email)] } : {}),
      external_id: [sha256Hex(input.userId)],
      ...(input.fbc ? { fbc: input.fbc } : {}),
      ...(input.fbp ? { fbp: input.fbp } : {}),
      ...(client.userAgent ? { client_user_agent: client.userAgent } : {}),
      ...(client.clientIp ? { client_ip_address: client.clientIp } : {}),
    },
    // A custom property, so ads reporting can split by funnel.
    custom_data: { ...input.customData, onboarding_type: input.onboardingType },
  }
}
