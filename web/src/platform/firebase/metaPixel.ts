/**
 * Meta's browser pixel, only when VITE_META_PIXEL_ID is set. The same event id goes to the pixel
 * and to the Conversions API (logFbEvent), which is how Meta de-duplicates the two.
 *
 * Consent: Meta's script is not loaded at all until marketing is allowed (stricter than loading it
 * revoked: a revoked pixel still tells Meta the visitor's address). Once it loads, its queue
 * starts with the consent call (`revoke` unless marketing is allowed), then `init`, and every later
 * change of mind is passed on as `grant` or `revoke`.
 */
import { browserConfig } from '../config/browserConfig'
import { consentAllows, onConsentChange } from '../consent/consent'

type Fbq = ((...args: unknown[]) => void) & { queue?: unknown[][] }

declare global {
  interface Window {
    fbq?: Fbq
  }
}

function pixel(): Fbq | undefined {
  const pixelId = browserConfig().metaPixelId
  if (!pixelId) return undefined
  if (window.fbq) return window.fbq
  // Calls made before Meta's script arrives wait in a queue that the script replays.
  const queue: unknown[][] = []
  const fbq: Fbq = (...args) => void queue.push(args)
  fbq.queue = queue
  window.fbq = fbq
  const script = document.createElement('script')
  script.async = true
  script.src = 'https://connect.facebook.net/en_US/fbevents.js'
  document.head.append(script)
  fbq('consent', consentAllows('marketing') ? 'grant' : 'revoke')
  fbq('init', pixelId)
  onConsentChange((choice) => fbq('consent', choice.marketing ? 'grant' : 'revoke'))
  return fbq
}

/** Tracks one event, only while marketing is allowed; before that, Meta hears nothing. */
export function trackPixel(eventName: string, customData: Record<string, unknown>, eventId: string): void {
  if (!consentAllows('marketing')) return
  pixel()?.('track', eventName, customData, { eventID: eventId })
}
