import { useFunnelContent } from '../content/useFunnelContent'
import { FunnelView } from './FunnelView'

/** A visitor's funnel: the snapshot first, revalidated from Sanity (useFunnelContent), then the walk. */
export default function FunnelArea({ funnelKey }: { funnelKey: string }) {
  const { content, source, fixVersion } = useFunnelContent(funnelKey)
  return <FunnelView funnelKey={funnelKey} content={content} source={source} fixVersion={fixVersion} />
}
