/**
 * Sends one server event to the Meta Conversions API. Failures that may pass (network, timeout,
 * 429, 5xx) are 'unavailable' so the client's ad-platform queue retries them; a 4xx means Meta
 * refused this event or our configuration, and retrying would only repeat it.
 */
import type { MetaServerEvent } from './metaEvent'
import { postToPlatform } from './postToPlatform'

export const GRAPH_API_VERSION = 'v21.0'

export interface MetaConfig {
  accessToken: string
  pixelId: string
  /** META_GRAPH_URL: a local stand-in in tests; Meta's Graph API otherwise. */
  graphUrl: string
  /** META_TEST_EVENT_CODE: routes events to Events Manager's Test Events tab. */
  testEventCode?: string
  timeoutMs: number
}

/** Both a token and a pixel are needed; without them events go to the local sink. */
export function metaConfigFromEnv(env: NodeJS.ProcessEnv = process.env): MetaConfig | null {
  if (!env.META_ACCESS_TOKEN || !env.META_PIXEL_ID) return null
  return {
    accessToken: env.META_ACCESS_TOKEN,
    pixelId: env.META_PIXEL_ID,
    graphUrl: (env.META_GRAPH_URL ?? 'https://graph.facebook.com').replace(/\/+$/, ''),
    ...(env.META_TEST_EVENT_CODE ? { testEventCode: env.META_TEST_EVENT_CODE } : {}),
    timeoutMs: 10_000,
  }
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** Meta answers errors as { error: { message, type, code, fbtrace_id } }. */
async function metaErrorText(response: Response): Promise<string> {
  const text = await response.text().catch(() => '')
  const body = parseJson(text)
  if (typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'object' && body.error !== null && 'message' in body.error) {
    return String(body.error.message)
  }
  return text.slice(0, 300)
}

export async function sendToMeta(event: MetaServerEvent, config: MetaConfig): Promise<void> {
  // The token goes in the query as Meta documents.
  const url = `${config.graphUrl}/${GRAPH_API_VERSION}/${encodeURIComponent(config.pixelId)}/events?access_token=${encodeURIComponent(config.accessToken)}`
  const body = { data: [event], ...(config.testEventCode ? { test_event_code: config.testEventCode } : {}) }
  await postToPlatform({ service: 'Meta Conversions API', url, body, timeoutMs: config.timeoutMs, logFields: { eventId: event.event_id }, refusalReason: metaErrorText })
}
