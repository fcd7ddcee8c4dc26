import type { FunnelContent } from '../../../../schemas/content/schema'
import type { Variants } from '../../funnel/answers'
import { clearAllVariants, rawStoredVariants } from '../../platform/visitor/ab'
import { clearAllAnswers, rawStoredAnswers } from '../../platform/visitor/session'
import { clearTester, isTester } from '../../platform/visitor/tester'
import type { FunnelPage } from '../useFunnelPages'

interface Props {
  content: FunnelContent
  pages: readonly FunnelPage[]
  variants: Variants
  onVariant: (testKey: string, value: string) => void
  onClose: () => void
}

/**
 * Spec 2.6 names two versions: the app version (default 1.0.0) and the header's, whose fallback
 * is 1.0.8. Nothing in this app sends a version header, so the header version is that fallback.
 */
export const HEADER_VERSION_FALLBACK = '1.0.8'

/**
 * The tester's panel (spec 2.6): versions, A/B tests with variant switching, and the raw stored
 * keys of every onboarding, not only this one: variants drawn in one funnel and answers given
 * in another are all part of what a tester resets.
 */
export default function DebugPanel({ content, pages, variants, onVariant, onClose }: Props) {
  const raw = [...rawStoredVariants(), ...rawStoredAnswers()]
  // Answers given under the old variants may belong to pages the new draw hides, so a reset
  // forgets them too: every onboarding starts again as on a first visit.
  const clearAll = () => {
    clearAllVariants()
    clearAllAnswers()
    window.location.reload()
  }
  return (
    <aside className="debug-panel" role="dialog" aria-label="Debug panel" aria-modal="false">
      <div className="debug-header">
        <h2>Debug panel</h2>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
      <dl>
        <dt>App version</dt>
        <dd>{__APP_VERSION__ || '1.0.0'}</dd>
        <dt>Header version</dt>
        <dd>{HEADER_VERSION_FALLBACK}</dd>
        <dt>Build time</dt>
        <dd>{__BUILD_TIME__}</dd>
        <dt>Onboarding</dt>
        <dd>{content.funnel.name ?? content.funnel.key}</dd>
        <dt>Tester</dt>
        <dd>
          {isTester() ? 'yes' : 'no'}{' '}
          <button type="button" onClick={clearTester}>
            Clear tester flag
          </button>
        </dd>
      </dl>
      <h3>A/B tests</h3>
      {content.abTests.length === 0 && <p>This funnel runs no A/B tests.</p>}
      {content.abTests.map((test) => (
        <section key={test._id} className="debug-test">
          <label>
            <span>
              {test.name} <code>{test.key}</code>
              {test.version && ` (version ${test.version})`}
            </span>
            <select value={variants[test.key] ?? ''} onChange={(event) => onVariant(test.key, event.target.value)}>
              {(test.variants ?? []).map((variant) => (
                <option key={variant._key} value={variant.value}>
                  {variant.value}
                  {variant.weight !== undefined ? ` (weight ${variant.weight})` : ''}
                </option>
              ))}
            </select>
          </label>
          {test.pages && test.pages.length > 0 && <p>Pages: {test.pages.join(', ')}</p>}
        </section>
      ))}
      <h3>Stored keys (every onboarding)</h3>
      <pre className="debug-stored">{raw.length === 0 ? '(nothing stored)' : raw.map((entry) => `${entry.key} = ${entry.value ?? ''}`).join('\n')}</pre>
      <button type="button" className="debug-danger" onClick={clearAll}>
        Clear All A/B Tests &amp; Reload
      </button>
      <p>
        <small>Forgets the stored A/B variants and answers of every onboarding, then reloads.</small>
      </p>
      <h3>Pages ({pages.length})</h3>
      <ol className="debug-pages">
        {pages.map((page) => (
          <li key={page._id}>
            {page.key} <small>{page.componentType}</small>
          </li>
        ))}
      </ol>
    </aside>
  )
}
