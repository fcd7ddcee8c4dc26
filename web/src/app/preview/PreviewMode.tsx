import { use, useCallback, useState } from 'react'
import { VisualEditing } from '@sanity/visual-editing/react'
import { connectPreview } from './previewConnection'
import { PreviewFunnelArea } from './PreviewFunnelArea'
import { useRouterHistory } from './useRouterHistory'

/**
 * A funnel in preview mode: rendered from the loader's query, which the Presentation tool
 * answers with drafts once it connects, with visual editing's overlays and URL sync over it.
 */
export default function PreviewMode({ funnelKey }: { funnelKey: string }) {
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
