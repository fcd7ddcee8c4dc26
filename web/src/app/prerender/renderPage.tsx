/**
 * The build's server entry (scripts/web/prerender.ts builds it for Node): renders one page of a
 * funnel (its landing, or any page a visitor may open by its link) to HTML with the app's own
 * components, routes and snapshot, so the browser paints it before any JavaScript runs and the
 * app then hydrates the same markup. Stores read the values given here (language, A/B
 * variants) instead of the browser's storage: a visitor with nothing else stored.
 */
import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { StaticRouter } from 'react-router-dom'
import { SWRConfig } from 'swr'
import type { FunnelContent } from '../../../../schemas/content/schema'
export { snapshotUrl } from '../../content/snapshot'
export { landingHead } from './landingHead'
export { takePrerenderStorageReads } from '../../platform/storage/storage'
import { findPageIndex, pageRoute } from '../../funnel/paths'
import { processPages } from '../../funnel/processPages'
import type { Variants } from '../../funnel/answers'
import { renderPages } from '../../content/renderPages'
import { isPurchaseOnlyPage } from '../../funnel/purchasePages'
import { seedStartContent, snapshotBase } from '../../content/useFunnelContent'
import { mayStartFromStoredContent } from '../../content/sessionContent'
import { setPrerenderStorage } from '../../platform/storage/storage'
import { AppRoutes } from '../App'

export interface PageRender {
  /** The funnel's snapshot, exactly as the browser will load it. */
  content: FunnelContent
  /** Local storage as the browser will hold it when the app starts (full keys). */
  local: Record<string, string>
  /** The page's path; the funnel's base path (its landing) when not given. */
  path?: string
}

/** The variants a render's storage holds for the funnel (what the app would load). */
const storedVariants = (local: Record<string, string>, funnelKey: string): Variants => {
  const raw = local[`funnels-ab:${funnelKey}`]
  return raw ? (JSON.parse(raw) as Variants) : {}
}

/**
 * Whether a visitor with these variants and no answers gets the page at `path`: one their
 * variants remove is led on by the app (PageNotShown), which HTML cannot do.
 */
function isShown(content: FunnelContent, variants: Variants, path: string): boolean {
  const pages = processPages(renderPages(content), variants, {}, content.abTests)
  return findPageIndex(pages, content.funnel.basePath, path) >= 0
}

/**
 * The markup inside #root for the page at `path`, or undefined where HTML cannot be what the
 * app shows: the page is not this visitor's (the app leads on), or part of it fails to render
 * without a browser (it would be drawn again on the client, a flash).
 */
export async function renderPage({ content, local, path = content.funnel.basePath }: PageRender): Promise<string | undefined> {
  setPrerenderStorage(local)
  // Read here so the page's reads include them: a visitor holding a pinned or kept content
  // version is started from it instead of the snapshot this HTML shows (startApp).
  mayStartFromStoredContent(content.funnel.key)
  if (path !== content.funnel.basePath && !isShown(content, storedVariants(local, content.funnel.key), path)) return undefined
  // A lazy part rendered for the first time suspends that render: React's static renderer then
  // writes its fallback and an inline script that puts the finished part in place later, which
  // the Content-Security-Policy blocks and hydration refuses. The next render finds it loaded.
  for (let attempt = 0; attempt < RENDER_ATTEMPTS; attempt++) {
    const { html, failed } = await renderOnce(content, path)
    if (failed) return undefined
    if (!html.includes(PENDING_BOUNDARY)) return html
  }
  return undefined
}

const RENDER_ATTEMPTS = 3
/** React's marker of a Suspense boundary still pending when the page's HTML was written. */
const PENDING_BOUNDARY = '<!--$?-->'

async function renderOnce(content: FunnelContent, path: string): Promise<{ html: string; failed: boolean }> {
  const cache = new Map()
  seedStartContent(cache, content.funnel.key, snapshotBase(content))
  let failed = false
  const { prelude } = await prerender(
    <StrictMode>
      <SWRConfig value={{ provider: () => cache }}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </SWRConfig>
    </StrictMode>,
    // A boundary larger than the progressive chunk size (about 12 KB) is written as its fallback and a swap script too, as a lazy part is:
    // a page with much content (a paywall with many plans) would never get HTML. The page is written whole, so no chunk limit.
    { onError: () => void (failed = true), progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  return { html: await new Response(prelude).text(), failed }
}

/** A page the build writes as HTML: its path and the templates it and the page after it use. */
export interface PrerenderedPage {
  path: string
  componentType: string
  nextComponentType?: string
}

/**
 * The pages a visitor may open by their link that the build prerenders: every page of the
 * funnel, the landing first, except purchase pages (the server decides those per visitor, so
 * their HTML could only be a wait). A path two pages share is written once, for the first.
 */
export function prerenderedPages(content: FunnelContent): PrerenderedPage[] {
  const { basePath } = content.funnel
  const seen = new Set<string>()
  return content.pages.flatMap((page, index) => {
    const path = index === 0 ? basePath : pageRoute(basePath, page)
    if (seen.has(path) || (index > 0 && isPurchaseOnlyPage(page, content.pages))) return []
    seen.add(path)
    const next = content.pages[index + 1]
    return [{ path, componentType: page.componentType, ...(next ? { nextComponentType: next.componentType } : {}) }]
  })
}
