import type { FunnelContent } from '../../../../schemas/content/schema'
import type { Variants } from '../../funnel/answers'
import { clearVariants, rawStoredVariants } from '../../platform/ab'
import { clearTester, isTester } from '../../platform/tester'
import type { FunnelPage } from '../useFunnelPages'

interface Props {
  content: FunnelContent
  pages: readonly FunnelPage[]
  variants: Variants
  onVariant: (testKey: string, value: string) => void
  onClose: () => void
}

/** The tester's panel (spec 2.6): versions, A/B tests with variant switching, raw stored keys. */
export default function DebugPanel({ content, pages, variants, onVariant, onClose }: Props) {
  const raw = rawStoredVariants(content.funnel.key)
  const clearAll = () => {
    clearVariants([content.funnel.key])
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
      <h3>Stored A/B keys</h3>
      <pre>
        {raw.key} = {raw.value ?? '(nothing stored)'}
      </pre>
      <button type="button" className="debug-danger" onClick={clearAll}>
        Clear All A/B Tests &amp; Reload
      </button>
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
