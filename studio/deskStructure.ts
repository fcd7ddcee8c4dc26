import type { StructureResolver } from 'sanity/structure'
import { UI_STRINGS_ID } from '../schemas/uiStrings/keys'

/** Funnels first (what copywriters open most), then shared pieces, then the singleton UI strings. */
export const deskStructure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      S.documentTypeListItem('funnel').title('Funnels'),
      S.documentTypeListItem('page').title('Pages'),
      S.documentTypeListItem('optionSet').title('Option sets'),
      S.documentTypeListItem('abTest').title('A/B tests'),
      S.divider(),
      S.listItem()
        .title('Shared UI strings')
        .id(UI_STRINGS_ID)
        .child(S.document().schemaType('uiStrings').documentId(UI_STRINGS_ID)),
    ])
