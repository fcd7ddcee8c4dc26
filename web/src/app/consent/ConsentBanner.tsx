import { useEffect, useId, useRef, useState } from 'react'
import type { FunnelContent } from '../../../../schemas/content/schema'
import type { Translate } from '../../../../schemas/languages'
import type { ConsentPurpose } from '../../platform/consent/consent'
import './ConsentBanner.css'

interface Props {
  strings: FunnelContent['uiStrings']
  t: Translate
  /** The purposes the toggles start from: the visitor's current choice, or all off. */
  initial: Record<ConsentPurpose, boolean>
  /** Opened from "Cookie settings": the toggles show at once and the dialog takes focus. */
  choosing?: boolean
  onDecide: (purposes: Record<ConsentPurpose, boolean>) => void
}

/**
 * The consent banner: a non-modal dialog fixed to the bottom of the screen (it takes no room in
 * the page, so nothing moves when it appears). "Accept all" and "Reject all" are the same kind
 * of button side by side, one tap each; "Choose" shows a checkbox per purpose and "Save".
 */
export function ConsentBanner({ strings, t, initial, choosing = false, onDecide }: Props) {
  const [open, setOpen] = useState(choosing)
  const [purposes, setPurposes] = useState(initial)
  const id = useId()
  const dialog = useRef<HTMLElement>(null)
  // Asked for from the footer, the dialog takes focus so a keyboard is in it at once; shown by itself, it leaves focus where the visitor is.
  useEffect(() => {
    if (choosing) dialog.current?.focus()
  }, [choosing])
  const toggle = (purpose: ConsentPurpose) => setPurposes((current) => ({ ...current, [purpose]: !current[purpose] }))
  return (
    <section
      className="consent-banner"
      role="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      tabIndex={-1}
      ref={dialog}
    >
      <h2 id={`${id}-title`} className="consent-title">
        {t(strings.consentTitle)}
      </h2>
      <p id={`${id}-text`} className="consent-text">
        {t(strings.consentText)}
      </p>
      {open && (
        <fieldset className="consent-purposes">
          <legend className="consent-legend">{t(strings.consentChoose)}</legend>
          <label className="consent-purpose">
            <input type="checkbox" checked disabled />
            <span>
              <strong>{t(strings.consentNecessary)}</strong> {t(strings.consentNecessaryHint)}
            </span>
          </label>
          {(['analytics', 'marketing'] as const).map((purpose) => (
            <label key={purpose} className="consent-purpose">
              <input type="checkbox" name={purpose} checked={purposes[purpose]} onChange={() => toggle(purpose)} />
              <span>
                <strong>{t(purpose === 'analytics' ? strings.consentAnalytics : strings.consentMarketing)}</strong>{' '}
                {t(purpose === 'analytics' ? strings.consentAnalyticsHint : strings.consentMarketingHint)}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <div className="consent-actions">
        <button type="button" className="consent-button" onClick={() => onDecide({ analytics: false, marketing: false })}>
          {t(strings.consentRejectAll)}
        </button>
        <button type="button" className="consent-button" onClick={() => onDecide({ analytics: true, marketing: true })}>
          {t(strings.consentAcceptAll)}
        </button>
        {open ? (
          <button type="button" className="consent-button consent-button-quiet" onClick={() => onDecide(purposes)}>
            {t(strings.consentSave)}
          </button>
        ) : (
          <button type="button" className="consent-button consent-button-quiet" aria-expanded={false} onClick={() => setOpen(true)}>
            {t(strings.consentChoose)}
          </button>
        )}
      </div>
    </section>
  )
}
