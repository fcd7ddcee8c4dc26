/**
 * The footer's "Cookie settings" asks for the consent banner through here. Its own module that
 * imports nothing, because the footer is on the landing route and the banner is not: a request
 * made before the banner's code has loaded waits until it has.
 */
type Opener = () => void

let opener: Opener | undefined
let pending = false

/** Opens the banner with the visitor's current choice, now or as soon as it has loaded. */
export function openConsentSettings(): void {
  if (opener) opener()
  else pending = true
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
