import { useId, useState } from 'react'
import { formatIssue, type DocumentIssue } from '../../../../schemas/content/validateDocument'
import { LanguageSelect } from '../../ui/LanguageSelect'
import type { FunnelControls } from '../FunnelView'
import './PreviewPanel.css'

interface Props {
  controls: FunnelControls
  issues: readonly DocumentIssue[]
  connected: boolean
  loadError?: string | undefined
  onLeave: () => void
}

/**
 * The copywriter's controls while previewing: the language, a variant for every A/B test of
 * the funnel (switched as the debug panel does, so the walk re-processes at once), the
 * documents whose draft cannot be shown, and the way back to what visitors see.
 */
export function PreviewPanel({ controls, issues, connected, loadError, onLeave }: Props) {
  const { content, variants, setVariant, language, setLanguage } = controls
  const [open, setOpen] = useState(false)
  const detailsId = useId()
  return (
    <aside className="preview-panel" aria-label="Preview">
      <div className="preview-bar">
        <strong>Preview</strong>
        <span className="preview-state" title={connected ? 'Drafts from the Studio, as they are typed' : 'Published content: open this page in the Studio to see drafts'}>
          {connected ? 'drafts' : 'published'}
        </span>
        <LanguageSelect label="Preview language" value={language} onChange={setLanguage} />
        <button type="button" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
          A/B variants{issues.length > 0 ? ` · ${issues.length} problem${issues.length === 1 ? '' : 's'}` : ''}
        </button>
        <button type="button" onClick={onLeave}>
          Leave preview
        </button>
      </div>
      <div id={detailsId} hidden={!open} className="preview-details">
        {content.abTests.length === 0 && <p>This funnel runs no A/B tests.</p>}
        {content.abTests.map((test) => (
          <label key={test._id} className="preview-variant">
            <span>
              {test.name} <code>{test.key}</code>
            </span>
            <select value={variants[test.key] ?? ''} onChange={(event) => setVariant(test.key, event.target.value)}>
              {(test.variants ?? []).map((variant) => (
                <option key={variant._key} value={variant.value}>
                  {variant.value}
                </option>
              ))}
            </select>
          </label>
        ))}
        {loadError && <p role="alert">Content could not be loaded: {loadError}. Showing the last content that loaded.</p>}
        {issues.length > 0 && (
          <section aria-label="Content problems">
            <h3>Not shown: these documents keep their last valid version</h3>
            <ul>
              {issues.map((issue, index) => (
                <li key={index}>{formatIssue(issue)}</li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </aside>
  )
}
