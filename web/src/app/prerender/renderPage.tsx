/**
 * The build's server entry (scripts/web/prerender.ts builds it for Node): renders one page of a
 * funnel (its landing, or any page a visitor may open by its link) to HTML with the app's own
 * components, routes and snapshot, so the browser paints it before any JavaScript runs and the
 * app then hydrates the same markup. Stores read the values given here (language, A/B
 * variants) instead of the browser's storage: a visitor with nothing else stored.
 */
import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { StaticRouter } from '../../platform/router/Router'
import type { FunnelContent } from '../../../../schemas/content/schema'
export { snapshotUrl } from '../../content/snapshot'
export { prerenderedHead } from './prerenderedHead'
export { takePrerenderStorageReads } from '../../platform/storage/storage'
import { findPageIndex, pageRoute } from '../../funnel/paths'
import { isCheckoutPath } from '../../funnel/navigation'
import { processPages } from '../../funnel/processPages'
import type { Variants } from '../../funnel/answers'
import { renderPages } from '../../content/renderPages'
import { isPurchaseOnlyPage } from '../../funnel/purchasePages'
import { newPageView, PageView } from '../../content/PageView'
import { seedStartContent, snapshotBase } from '../../content/useFunnelContent'
import { mayStartFromStoredContent } from '../../content/sessionContent'
import { setPrerenderStorage } from '../../platform/storage/storage'
import { storedVariantsOf } from '../../platform/visitor/ab'
import { AppRoutes } from '../App'

export interface PageRender {
  /** The funnel's snapshot, exactly as the browser will load it. */
  content: FunnelContent
  /** Local storage as the browser will hold it when the app starts (full keys). */
  local: Record<string, string>
  /** The page's path; the funnel's base path (its landing) when not given. The checkout page's carries its query, which decides what it shows. */
  path?: string
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
  // Checkout is no content page: every visitor's variants have it.
  if (path !== content.funnel.basePath && !isCheckoutPath(path) && !isShown(content, storedVariantsOf(content.funnel.key), path)) return undefined
  const { html, failed } = await renderMarkup(content, path)
  // A boundary still pending would be written with React's inline script that moves its content
  // in later, which the Content-Security-Policy blocks and hydration refuses: the app draws it.
  return failed || html.includes(PENDING_BOUNDARY) ? undefined : html
}

/** React's marker of a Suspense boundary still pending when the page's HTML was written. */
const PENDING_BOUNDARY = '<!--$?-->'

async function renderMarkup(content: FunnelContent, path: string): Promise<{ html: string; failed: boolean }> {
  const pageView = newPageView()
  seedStartContent(pageView, content.funnel.key, snapshotBase(content))
  let failed = false
  const { prelude } = await prerender(
    <StrictMode>
      <PageView view={pageView}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </PageView>
    </StrictMode>,
    // The page is written whole: by default React outlines a boundary larger than 12.8 kB
    // (progressiveChunkSize) as pending, to stream it; large paywalls were never written.
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
