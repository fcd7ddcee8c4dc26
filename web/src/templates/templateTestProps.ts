/**
 * Props for server-render tests of templates. The page goes through the zod schema first, so a
 * test also proves its seed page is valid content. Tests pass the page in (web/ never imports seed/).
 */
import type { PageLanguage } from '../../../schemas/languages'
import { pageSchema, type PageDocument } from '../../../schemas/page/schema'
import type { FunnelContent } from '../../../schemas/content/schema'
import { localize } from '../content/localize'
import type { TemplateProps } from './TemplateProps'

export function templateTestProps(
  page: PageDocument | undefined,
  strings: FunnelContent['uiStrings'],
  language: PageLanguage = 'en',
  overrides: Partial<TemplateProps> = {},
): TemplateProps {
  if (!page) throw new Error('No such page in the seed')
  return {
    page: { ...pageSchema.parse(page), options: [] },
    language,
    strings,
    t: (value) => localize(value, language) ?? '',
    answers: {},
    onAnswer: () => {},
    onEmail: () => {},
    onNext: () => {},
    onBack: () => {},
    story: null,
    ...overrides,
  }
}
