/**
 * The footer's "Cookie settings" asks for the consent banner through here. Its own module that
 * imports nothing, because the footer is on the landing route and the banner is not: a request
 * made before the banner's code has loaded waits until it has, and tells whoever loads that code
 * (app/consent/ConsentGate) that it is now wanted.
 */
type Opener = () => void

let opener: Opener | undefined
let pending = false
let wanted: (() => void) | undefined

/** Opens the banner with the visitor's current choice, now or as soon as it has loaded. */
export function openConsentSettings(): void {
  if (opener) {
    opener()
    return
  }
  pending = true
  wanted?.()
}

/** The banner registers how it opens; a request that came first is answered at once. */
export function onOpenConsentSettings(open: Opener): () => void {
  opener = open
  if (pending) {
    pending = false
    open()
  }
  return () => {
    if (opener === open) opener = undefined
  }
}

/**
 * Calls `listener` when the banner is asked for before it has registered (its code not loaded
 * yet), at once if that has happened already; returns the unsubscribe.
 */
export function onConsentSettingsWanted(listener: () => void): () => void {
  wanted = listener
  if (pending) listener()
  return () => {
    if (wanted === listener) wanted = undefined
  }
}
