import { RocketIcon } from '@sanity/icons'
import { map } from 'rxjs'
import type { StructureBuilder, StructureResolverContext } from 'sanity/structure'
import { funnelFolder } from './funnelFolder'
import { FUNNELS, funnelsSchema } from './funnelQueries'
import { liveQuery } from './liveQuery'

/**
 * The funnels in their content order (`order`), each shown with its emoji and base path (the
 * funnel type's preview) and opening its folder. A plain list rather than a document list, so
 * Studio's intents look inside the folders and open a funnel's settings where they live.
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
