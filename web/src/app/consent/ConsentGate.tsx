import { lazy, Suspense, useEffect, useState, type ComponentProps, type ComponentType } from 'react'
import type { FunnelContent } from '../../../../schemas/content/schema'
import type { Translate } from '../../../../schemas/languages'
import { onConsentSettingsWanted, onOpenConsentSettings } from '../../platform/consent/consentSettings'
import type ConsentHost from './ConsentHost'

type HostProps = ComponentProps<typeof ConsentHost>

interface Props {
  strings: FunnelContent['uiStrings']
  t: Translate
  /**
   * Whether the banner must show by itself (platform/consent/consent.ts `bannerNeeded`), asked of
   * the visitor platform once it has loaded, so the decision's code stays out of the funnel's chunk.
   */
  bannerNeeded: () => Promise<boolean>
  /** The banner's code (its chunk and styles): loaded only when the banner shows. */
  loadHost: () => Promise<{ default: ComponentType<HostProps> }>
}

/**
 * Rendered once the first page is painted (FunnelView). Most visitors never see the banner: it
 * shows by itself only in the EEA and the UK before a choice, or when "Cookie settings" is
 * pressed. So its code loads only then, and ConsentHost takes over as before: a request from the
 * footer made while it loads is answered once it has (consentSettings.ts), focus handling included.
 */
export function ConsentGate({ strings, t, bannerNeeded, loadHost }: Props) {
  const [Host] = useState(() => lazy(loadHost))
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    let live = true
    const want = () => live && setWanted(true)
    const stopListening = onConsentSettingsWanted(want)
    bannerNeeded().then(
      (needed) => needed && want(),
      (error: unknown) => console.error('[consent] could not tell whether the banner is needed', error),
    )
    return () => {
      live = false
      stopListening()
    }
  }, [bannerNeeded])
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <Host strings={strings} t={t} onOpenSettings={onOpenConsentSettings} />
    </Suspense>
  )
}
