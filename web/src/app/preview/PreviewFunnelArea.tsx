import useSWR from 'swr'
import type { QueryStore } from '@sanity/react-loader'
import { FUNNEL_CONTENT_QUERY } from '../../../../schemas/funnel/queries'
import { loadSnapshot } from '../../content/snapshot'
// Through the visitor's funnel chunk, which this tab loads anyway (see FunnelArea.tsx).
import { FunnelView } from '../FunnelArea'
import { PreviewPanel } from './PreviewPanel'
import { leavePreview } from './previewSession'
import { usePreviewContent } from './usePreviewContent'

interface Props {
  funnelKey: string
  store: QueryStore
  /** The Presentation tool is connected: answers are its drafts, pushed as they change. */
  connected: boolean
}

// Answers never fix a version in preview: the copywriter sees every edit while walking.
const keepFollowing = () => {}

/** A reload, so the page starts again exactly as a visitor's would, without any preview code. */
const leave = () => {
  leavePreview()
  window.location.reload()
}

/**
 * One funnel in preview mode: the same walk a visitor gets (FunnelView), fed by the loader's
 * query instead of the snapshot and live revalidation, with the preview panel over it.
 */
export function PreviewFunnelArea({ funnelKey, store, connected }: Props) {
  const { data: snapshot } = useSWR(['preview-snapshot', funnelKey], () => loadFunnelSnapshot(funnelKey), {
    suspense: true,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  })
  const { data, error } = store.useQuery<unknown, Error>(FUNNEL_CONTENT_QUERY, { key: funnelKey })
  const { content, issues } = usePreviewContent(data, snapshot)
  return (
    <FunnelView
      funnelKey={funnelKey}
      content={content}
      source="preview"
      fixVersion={keepFollowing}
      overlay={(controls) => <PreviewPanel controls={controls} issues={issues} connected={connected} loadError={error?.message} onLeave={leave} />}
    />
  )
}

async function loadFunnelSnapshot(key: string) {
  const snapshot = await loadSnapshot(key)
  if (!snapshot) throw new Error(`No content for the funnel "${key}"`)
  return snapshot
}
