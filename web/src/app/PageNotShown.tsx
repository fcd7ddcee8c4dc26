import { useEffect } from 'react'
import { Navigate } from '../platform/router/Navigate'
import type { FunnelContent } from '../../../schemas/content/schema'
import { pageRoute, type RoutablePage } from '../funnel/paths'
import { routeOnFromRemoved } from '../funnel/routeOnFromRemoved'
import type { Translate } from '../../../schemas/languages'

interface Props {
  content: FunnelContent
  pages: readonly RoutablePage[]
  pathname: string
  t: Translate
}

/**
 * The URL names no page this visitor gets. A page that their variants or processing removed
 * leads on to the page that took its place, or the next page they do get, never past their
 * paywall, replacing the history entry (a shared link to a page of another variant must not
 * dead-end); anything else is an error with a way back in.
 */
export function PageNotShown({ content, pages, pathname, t }: Props) {
  const basePath = content.funnel.basePath
  const onward = routeOnFromRemoved(content.pages, pages, basePath, pathname)
  useEffect(() => {
    if (!onward) console.error(`ERROR @FunnelArea no page at ${pathname} in the ${content.funnel.key} funnel`)
  }, [onward, pathname, content.funnel.key])
  if (onward) return <Navigate to={onward} replace />
  return (
    <section className="page-body">
      <h1>{t(content.uiStrings.errorTitle)}</h1>
      <p role="alert">{t(content.uiStrings.pageNotInFunnel).replace('{funnel}', content.funnel.name ?? content.funnel.key)}</p>
      {pages[0] && <a href={pageRoute(basePath, pages[0])}>{t(content.uiStrings.continue)}</a>}
    </section>
  )
}
