/**
 * Meta's browser pixel, only when VITE_META_PIXEL_ID is set. The same event id goes to the pixel
 * and to the Conversions API (logFbEvent), which is how Meta de-duplicates the two.
 */
import { browserConfig } from '../config/browserConfig'

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
  fbq('init', pixelId)
  return fbq
}

export function trackPixel(eventName: string, customData: Record<string, unknown>, eventId: string): void {
  pixel()?.('track', eventName, customData, { eventID: eventId })
}
