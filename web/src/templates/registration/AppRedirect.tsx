import { useCallback, useEffect, useRef, useState } from 'react'
import type { FunnelContent } from '../../../../schemas/content/schema'
import type { Translate } from '../../../../schemas/languages'
import type { UiStringKey } from '../../../../schemas/uiStrings/keys'
import { redirectToApp } from '../../checkout/completion/completionRedirect'
import { userMessageKey } from '../../platform/firebase/callableErrors'
import { PrimaryButton } from '../../ui/PrimaryButton'

interface Props {
  onboardingType: string
  strings: FunnelContent['uiStrings']
  t: Translate
  appStoreUrl: string | undefined
  playStoreUrl: string | undefined
}

/**
 * After registering: "Taking you to the app…" while the backend names the destination, then
 * the browser leaves. If it cannot be had, the message, a retry, and the store links directly.
 */
export function AppRedirect({ onboardingType, strings, t, appStoreUrl, playStoreUrl }: Props) {
  const [failure, setFailure] = useState<UiStringKey | null>(null)
  const running = useRef(false)
  const message = useRef<HTMLParagraphElement>(null)

  const go = useCallback(() => {
    if (running.current) return
    running.current = true
    setFailure(null)
    redirectToApp(onboardingType)
      .catch((error: unknown) => {
        console.error('[registration] no app destination', error)
        setFailure(userMessageKey(error))
      })
      .finally(() => {
        running.current = false
      })
  }, [onboardingType])

  useEffect(go, [go])
  useEffect(() => {
    if (failure) message.current?.focus()
  }, [failure])

  if (!failure) {
    return (
      <p className="app-redirect" role="status">
        {t(strings.registerRedirecting)}
      </p>
    )
  }
  return (
    <div className="app-redirect">
      <p ref={message} role="alert" tabIndex={-1} className="form-error">
        {t(strings[failure])}
      </p>
      <PrimaryButton onClick={go}>{t(strings.registerTryAgain)}</PrimaryButton>
      {(appStoreUrl || playStoreUrl) && (
        <ul className="store-links">
          {appStoreUrl && (
            <li>
              <a href={appStoreUrl}>{t(strings.registerAppStore)}</a>
            </li>
          )}
          {playStoreUrl && (
            <li>
              <a href={playStoreUrl}>{t(strings.registerPlayStore)}</a>
            </li>
          )}
        </ul>
      )}
    </div>
  )
}
