import { CogIcon, ColorWheelIcon, DocumentsIcon, SortIcon, SplitVerticalIcon, TranslateIcon, UlistIcon } from '@sanity/icons'
import { map } from 'rxjs'
import type { StructureBuilder, StructureResolverContext } from 'sanity/structure'
import { STUDIO_API_VERSION } from '../../schemas/studio/studioValidators'
import { MissingTranslationsPane } from '../views/MissingTranslationsPane'
import { PageOrderPane } from '../views/PageOrderPane'
import { distinctIds, FUNNEL_OUTLINE, funnelOutlineSchema, type FunnelOutline } from './funnelQueries'
import { idPair, liveQuery } from './liveQuery'

type Pick = (outline: NonNullable<FunnelOutline>) => readonly (string | null)[] | null | undefined

/**
 * Everything of one funnel: its settings document, its pages in the funnel's order, the page
 * order, its A/B tests, its theme, the option sets its pages ask about and its missing translations.
 */
export function funnelFolder(S: StructureBuilder, context: StructureResolverContext, funnelId: string, title: string) {
  const outline = () => liveQuery(context.documentStore, FUNNEL_OUTLINE, idPair(funnelId), funnelOutlineSchema, null)
  const idsOf = (pick: Pick) => outline().pipe(map((value) => (value ? distinctIds(pick(value)) : [])))
  // A list of documents of one type limited to the funnel's; creating one here would not add it
  // to the funnel, so these lists offer no create button (the "All ..." lists below do).
  const documentsOf = (id: string, listTitle: string, type: string, pick: Pick) => () =>
    idsOf(pick).pipe(
      map((ids) => S.documentList().id(id).title(listTitle).schemaType(type).apiVersion(STUDIO_API_VERSION).filter('_type == $type && _id in $ids').params({ type, ids }).initialValueTemplates([])),
    )

  return S.list()
    .id(funnelId)
    .title(title)
    .items([
      // The item id is the funnel's id, so an "edit funnel" intent (e.g. from Page order) opens here.
      S.listItem().id(funnelId).title('Funnel settings').icon(CogIcon).child(S.document().documentId(funnelId).schemaType('funnel')),
      S.listItem()
        .id('pages')
        .title('Pages')
        .icon(DocumentsIcon)
        // Built from the funnel's own references, so the list is the funnel's order, live.
        .child(() => idsOf((value) => value.pages).pipe(map((ids) => S.list().id('pages').title(`${title}: pages`).items(ids.map((id) => S.documentListItem().id(id).schemaType('page')))))),
      S.listItem().id('page-order').title('Page order').icon(SortIcon).child(S.component(PageOrderPane).id('page-order').title('Page order').options({ funnelId })),
      S.listItem().id('ab-tests').title('A/B tests').icon(SplitVerticalIcon).child(documentsOf('ab-tests', `${title}: A/B tests`, 'abTest', (value) => value.abTests)),
      S.listItem().id('theme').title('Theme').icon(ColorWheelIcon).child(documentsOf('theme', `${title}: theme`, 'theme', (value) => value.theme)),
      S.listItem().id('option-sets').title('Option sets').icon(UlistIcon).child(documentsOf('option-sets', `${title}: option sets`, 'optionSet', (value) => value.optionSets)),
      S.divider(),
      S.listItem()
        .id('missing-translations')
        .title('Missing translations')
        .icon(TranslateIcon)
        .child(
          S.component(MissingTranslationsPane)
            .id('missing-translations')
            .title(`${title}: missing translations`)
            .options({ funnelId })
            .child((documentId, { params }) => S.document().documentId(documentId).schemaType(params.type ?? 'page')),
        ),
    ])
}
