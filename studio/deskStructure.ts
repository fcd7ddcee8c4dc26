import { ColorWheelIcon, DocumentTextIcon, EnvelopeIcon, SplitVerticalIcon, UlistIcon } from '@sanity/icons'
import type { DefaultDocumentNodeResolver, StructureResolver } from 'sanity/structure'
import { STUDIO_API_VERSION } from '../schemas/studio/studioValidators'
import { funnelsListItem } from './structure/funnelsList'
import { singletonListItems } from './structure/singletons'
import { EmailPreviewPane } from './views/EmailPreviewPane'

/**
 * Funnels first (what copywriters open most), then the shared singletons, then every document of
 * each type for what the funnels do not reach. "All pages" leaves Studio's edit intents to the
 * funnels, so a page opens inside its funnel, beside its siblings in order.
 */
export const deskStructure: StructureResolver = (S, context) =>
  S.list()
    .title('Content')
    .items([
      funnelsListItem(S, context),
      S.divider(),
      ...singletonListItems(S),
      S.divider(),
      S.listItem()
        .id('all-pages')
        .title('All pages')
        .icon(DocumentTextIcon)
        .child(S.documentList().id('all-pages').title('All pages').schemaType('page').apiVersion(STUDIO_API_VERSION).filter('_type == "page"').defaultOrdering([{ field: '_id', direction: 'asc' }]).canHandleIntent(() => false)),
      S.documentTypeListItem('optionSet').title('All option sets').icon(UlistIcon),
      S.documentTypeListItem('abTest').title('All A/B tests').icon(SplitVerticalIcon),
      S.documentTypeListItem('emailTemplate').title('All e-mail templates').icon(EnvelopeIcon),
      S.documentTypeListItem('theme').title('All themes').icon(ColorWheelIcon),
    ])

/** E-mail templates open with a Preview tab beside the form: the sent e-mail in English and Polish. */
export const defaultDocumentNode: DefaultDocumentNodeResolver = (S, { schemaType }) =>
  schemaType === 'emailTemplate' ? S.document().views([S.view.form(), S.view.component(EmailPreviewPane).id('preview').title('Preview')]) : S.document()
