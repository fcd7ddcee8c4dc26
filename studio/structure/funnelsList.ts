import { RocketIcon } from '@sanity/icons'
import { map } from 'rxjs'
import type { StructureBuilder, StructureResolverContext } from 'sanity/structure'
import { funnelFolder } from './funnelFolder'
import { FUNNELS, funnelsSchema } from './funnelQueries'
import { liveQuery } from './liveQuery'

/**
 * The funnels in their content order (`order`), each shown with its icon and base path (the
 * funnel type's preview) and opening its folder. Studio's intents look inside the folders, so an
 * edit intent opens a funnel's settings and a page where they live.
 */
export function funnelsListItem(S: StructureBuilder, context: StructureResolverContext) {
  return S.listItem()
    .id('funnels')
    .title('Funnels')
    .icon(RocketIcon)
    .child(() =>
      liveQuery(context.documentStore, FUNNELS, {}, funnelsSchema, []).pipe(
        map((funnels) =>
          S.list()
            .id('funnels')
            .title('Funnels')
            // Not here: a funnel's edit intent goes on into its folder, to "Funnel settings".
            .canHandleIntent(() => false)
            .items(
              funnels.map((funnel) => {
                const title = funnel.name ?? funnel.key ?? funnel._id
                return S.documentListItem().id(funnel._id).schemaType('funnel').child(funnelFolder(S, context, funnel._id, title))
              }),
            ),
        ),
      ),
    )
}
