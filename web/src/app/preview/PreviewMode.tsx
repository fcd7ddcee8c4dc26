import { use, useCallback, useEffect, useState } from 'react'
import { VisualEditing } from '@sanity/visual-editing/react'
import { markTester } from '../../platform/visitor/tester'
import { connectPreview } from './previewConnection'
import { PreviewFunnelArea } from './PreviewFunnelArea'
import { useRouterHistory } from './useRouterHistory'

/**
 * A funnel in preview mode: rendered from the loader's query, which the Presentation tool
 * answers with drafts once it connects, with visual editing's overlays and URL sync over it.
 */
export default function PreviewMode({ funnelKey }: { funnelKey: string }) {
  // A copywriter's walk is a tester's: it never counts as a visitor in analytics. Marked here, not
  // at the entry, so the entry's small chunk shares no module with the visitor's funnel chunk.
  useEffect(markTester, [])
  const { client, store } = use(connectPreview())
  const [connected, setConnected] = useState(false)
  const onConnect = useCallback(() => setConnected(true), [])
  const onDisconnect = useCallback(() => setConnected(false), [])
  store.useLiveMode({ client, onConnect, onDisconnect })
  const history = useRouterHistory()
  return (
    <>
      <PreviewFunnelArea key={funnelKey} funnelKey={funnelKey} store={store} connected={connected} />
      <VisualEditing history={history} portal />
    </>
  )
}
