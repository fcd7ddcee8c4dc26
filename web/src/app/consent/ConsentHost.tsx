import { useEffect, useRef, useState } from 'react'
import type { FunnelContent } from '../../../../schemas/content/schema'
import type { Translate } from '../../../../schemas/languages'
import { bannerNeeded, currentConsent, decideConsent } from '../../platform/consent/consent'
import { ConsentBanner } from './ConsentBanner'

interface Props {
  strings: FunnelContent['uiStrings']
  t: Translate
  /**
   * How "Cookie settings" reaches the banner (platform/consent/consentSettings): passed in, not
   * imported, so that tiny module stays in the landing's own chunk instead of a file of its own.
   */
  onOpenSettings: (open: () => void) => () => void
}

/**
 * Loaded after the first paint, and only when the banner shows (ConsentGate): shows the banner to a visitor in the EEA or the UK
 * who has not chosen, and to anyone who asks through "Cookie settings". After a choice made
 * from the footer, focus goes back to the footer's button.
 */
export default function ConsentHost({ strings, t, onOpenSettings }: Props) {
  const [shown, setShown] = useState<{ choosing: boolean } | undefined>(() => (bannerNeeded() ? { choosing: false } : undefined))
  const returnFocus = useRef<HTMLElement | null>(null)
  useEffect(
    () =>
      onOpenSettings(() => {
        returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
        setShown({ choosing: true })
      }),
    [onOpenSettings],
  )
  if (!shown) return null
  const current = currentConsent()
  return (
    <ConsentBanner
      key={shown.choosing ? 'choosing' : 'asking'}
      strings={strings}
      t={t}
      initial={{ analytics: current?.analytics ?? false, marketing: current?.marketing ?? false }}
      choosing={shown.choosing}
      onDecide={(purposes) => {
        decideConsent(purposes)
        setShown(undefined)
        returnFocus.current?.focus()
        returnFocus.current = null
      }}
    />
  )
}
