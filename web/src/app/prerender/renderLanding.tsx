/**
 * The build's server entry (scripts/web/prerender.ts builds it for Node): renders a funnel's
 * landing to HTML with the app's own components, routes and snapshot, so the browser paints it
 * before any JavaScript runs and the app then hydrates the same markup. Stores read the values
 * given here (language, A/B variants) instead of the browser's storage.
 */
import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { StaticRouter } from 'react-router-dom'
import { SWRConfig } from 'swr'
import type { FunnelContent } from '../../../../schemas/content/schema'
export { snapshotUrl } from '../../content/snapshot'
export { landingHead } from './landingHead'
import { seedStartContent, snapshotBase } from '../../content/useFunnelContent'
import { setPrerenderStorage } from '../../platform/storage/storage'
import { AppRoutes } from '../App'

export interface LandingRender {
  /** The funnel's snapshot, exactly as the browser will load it. */
  content: FunnelContent
  /** Local storage as the browser will hold it when the app starts (full keys). */
  local: Record<string, string>
}

/** The markup inside #root for the funnel's base path. */
export async function renderLanding({ content, local }: LandingRender): Promise<string> {
  setPrerenderStorage(local)
  const cache = new Map()
  seedStartContent(cache, content.funnel.key, snapshotBase(content))
  const { prelude } = await prerender(
    <StrictMode>
      <SWRConfig value={{ provider: () => cache }}>
        <StaticRouter location={content.funnel.basePath}>
          <AppRoutes />
        </StaticRouter>
      </SWRConfig>
    </StrictMode>,
  )
  return new Response(prelude).text()
}
