/**
 * Props for server-render tests of templates. The page goes through the zod schema first, so a
 * test also proves its seed page is valid content. Tests pass the page in (web/ never imports seed/).
 */
import type { FunnelContent } from '../../../schemas/content/schema'
import type { PageLanguage } from '../../../schemas/languages'
import { pageSchema, type PageDocument } from '../../../schemas/page/schema'
import { templateProps } from './templateTestKit'
import type { TemplateProps } from './TemplateProps'

export function templateTestProps(
  page: PageDocument | undefined,
  strings: FunnelContent['uiStrings'],
  language: PageLanguage = 'en',
  overrides: Partial<TemplateProps> = {},
): TemplateProps {
  if (!page) throw new Error('No such page in the seed')
  return templateProps({ ...pageSchema.parse(page), options: [] }, strings, { language, ...overrides })
}
