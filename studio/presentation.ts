import { map } from 'rxjs'
import { defineDocuments, presentationTool, type DocumentLocationResolver } from 'sanity/presentation'
import { pageRouteIn } from '../schemas/studio/pageRoute'
import { previewUrl } from './env'

/** The funnels a page is part of, with the URL it has in each, for Presentation's "Used on" list. */
const PAGE_LOCATIONS = `*[_type == "funnel" && references($id)] | order(order asc) {
  name, basePath,
  "page": *[_id == $id][0]{ key, path }
}`

interface PageLocation {
  name?: string
  basePath?: string
  page?: { key?: string; path?: string }
}

/** The funnels a theme dresses, at their landing. */
const THEME_LOCATIONS = `*[_type == "funnel" && references($id)] | order(order asc) { name, basePath }`

const locatePage: DocumentLocationResolver = (params, { documentStore }) => {
  if (params.type === 'theme') {
    return documentStore.listenQuery(THEME_LOCATIONS, { id: params.id }, { perspective: 'drafts' }).pipe(
      map((funnels: PageLocation[] | null) => {
        const locations = (funnels ?? []).flatMap(({ name, basePath }) => (basePath ? [{ title: name ?? basePath, href: basePath }] : []))
        return locations.length > 0 ? { locations } : { message: 'No funnel uses this theme yet', tone: 'caution' as const }
      }),
    )
  }
  if (params.type !== 'page') return null
  return documentStore.listenQuery(PAGE_LOCATIONS, { id: params.id }, { perspective: 'drafts' }).pipe(
    map((funnels: PageLocation[] | null) => {
      const locations = (funnels ?? []).flatMap(({ name, basePath, page }) =>
        basePath ? [{ title: `${name ?? basePath}: ${page?.key ?? 'page'}`, href: pageRouteIn(basePath, page?.path) }] : [],
      )
      return locations.length > 0 ? { locations } : { message: 'No funnel shows this page yet', tone: 'caution' as const }
    }),
  )
}

/**
 * Live preview: the funnel renderer in the Presentation tool's iframe. Its `/preview` route turns
 * preview mode on for the tab (drafts then arrive from the Studio over Presentation's channel;
 * the renderer never fetches drafts itself). Walking the funnel in the iframe opens each page's
 * document beside it.
 */
export const funnelPresentation = () =>
  presentationTool({
    title: 'Live preview',
    previewUrl: { initial: `${previewUrl}/leadership`, previewMode: { enable: '/preview' } },
    resolve: {
      locations: locatePage,
      mainDocuments: defineDocuments([
        {
          route: '/:funnel',
          filter: `_type == "page" && (!defined(path) || path == "") && _id in *[_type == "funnel" && basePath == "/" + $funnel][0].pages[]._ref`,
        },
        {
          route: '/:funnel/:path',
          filter: `_type == "page" && path == $path && _id in *[_type == "funnel" && basePath == "/" + $funnel][0].pages[]._ref`,
        },
      ]),
    },
  })
