import { LaunchIcon } from '@sanity/icons'
import { useEffect, useState } from 'react'
import { useClient, type DocumentActionComponent } from 'sanity'
import * as z from 'zod/mini'
import { pageRouteIn } from '../../schemas/studio/pageRoute'
import { publishedId } from '../../schemas/studio/studioIssue'
import { STUDIO_API_VERSION } from '../../schemas/studio/studioValidators'
import { previewUrl } from '../env'

/** The funnels listing a page, published ones first (visitors meet those), in content order. */
const FUNNELS_OF_PAGE = `*[_type == "funnel" && references($id)] | order(order asc){ _id, basePath }`
const funnelsSchema = z.array(z.object({ _id: z.string(), basePath: z.nullish(z.string()) }))
const routedSchema = z.object({ basePath: z.nullish(z.string()), path: z.nullish(z.string()) })

type Lookup = { status: 'loading' } | { status: 'done'; basePath: string | undefined }

/** The base path of the first funnel that lists the page, looked up once per page. */
function useFunnelBasePath(pageId: string, enabled: boolean): Lookup {
  const client = useClient({ apiVersion: STUDIO_API_VERSION })
  const [lookup, setLookup] = useState<Lookup>({ status: 'loading' })
  useEffect(() => {
    if (!enabled) return
    let current = true
    client
      .fetch(FUNNELS_OF_PAGE, { id: pageId }, { perspective: 'raw' })
      .then((answer: unknown) => {
        const funnels = z.safeParse(funnelsSchema, answer)
        const ordered = funnels.success ? [...funnels.data].sort((a, b) => Number(a._id.startsWith('drafts.')) - Number(b._id.startsWith('drafts.'))) : []
        if (current) setLookup({ status: 'done', basePath: ordered.find((funnel) => funnel.basePath)?.basePath ?? undefined })
      })
      .catch(() => current && setLookup({ status: 'done', basePath: undefined }))
    return () => {
      current = false
    }
  }, [client, pageId, enabled])
  return lookup
}

/**
 * Opens the renderer at this page of its funnel (or at a funnel's landing page) in a new tab, as
 * visitors see it: with the published path and base path when there are ones.
 */
export const OpenInFunnelAction: DocumentActionComponent = (props) => {
  const isPage = props.type === 'page'
  const lookup = useFunnelBasePath(publishedId(props.id), isPage)
  const current = z.safeParse(routedSchema, props.published ?? props.draft ?? {})
  const routed = current.success ? current.data : {}
  const basePath = isPage ? (lookup.status === 'done' ? lookup.basePath : undefined) : (routed.basePath ?? undefined)
  const url = basePath ? `${previewUrl}${isPage ? pageRouteIn(basePath, routed.path) : basePath}` : undefined
  const reason = isPage && lookup.status === 'loading' ? 'Finding the funnel of this page…' : 'No funnel lists this page yet: add it to a funnel\'s pages first'
  return {
    label: 'Open in funnel',
    icon: LaunchIcon,
    disabled: !url,
    title: url ? `Open ${url} in a new tab` : reason,
    onHandle: () => {
      if (url) window.open(url, '_blank', 'noopener')
      props.onComplete()
    },
  }
}
OpenInFunnelAction.displayName = 'OpenInFunnelAction'
