import { memo } from 'react'
import { useFunnelContent } from '../content/useFunnelContent'
import { FunnelView } from './FunnelView'

/**
 * Preview mode takes the view from here, not from ./FunnelView: the bundler groups modules by
 * the lazy chunks that import them, and a second importer of FunnelView alone would split the
 * visitor's funnel chunk into several files (more bytes and requests before the landing paints).
 */
export { FunnelView }

/**
 * The live answer's arrival re-renders FunnelArea (its fetch state lives in useFunnelContent);
 * the funnel below is drawn again only when what it shows changed, not the whole landing once
 * more, in one task, for an answer that confirmed it.
 */
const ShownFunnel = memo(FunnelView)

/** A visitor's funnel: the snapshot first, revalidated from Sanity (useFunnelContent), then the walk. */
export default function FunnelArea({ funnelKey }: { funnelKey: string }) {
  const { content, source, fixVersion } = useFunnelContent(funnelKey)
  return <ShownFunnel funnelKey={funnelKey} content={content} source={source} fixVersion={fixVersion} />
}
