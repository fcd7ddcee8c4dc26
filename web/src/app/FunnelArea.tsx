import { useFunnelContent } from '../content/useFunnelContent'
import { FunnelView } from './FunnelView'

/**
 * Preview mode takes the view from here, not from ./FunnelView: the bundler groups modules by
 * the lazy chunks that import them, and a second importer of FunnelView alone would split the
 * visitor's funnel chunk into several files (more bytes and requests before the landing paints).
 */
export { FunnelView }

/** A visitor's funnel: the snapshot first, revalidated from Sanity (useFunnelContent), then the walk. */
export default function FunnelArea({ funnelKey }: { funnelKey: string }) {
  const { content, source, fixVersion } = useFunnelContent(funnelKey)
  return <FunnelView funnelKey={funnelKey} content={content} source={source} fixVersion={fixVersion} />
}
