/**
 * Props for server-render tests of templates. The page goes through the zod schema first, so a
 * test also proves its seed page is valid content. Tests pass the page in (web/ never imports seed/).
 */
import type { FunnelContent } from '../../../schemas/content/schema'
import type { PageLanguage } from '../../../schemas/languages'
import type { ComponentType } from '../../../schemas/page/componentTypes'
import { pageSchema, type PageOf } from '../../../schemas/page/schema'
import type { RenderPage } from '../content/renderPages'
import { templateProps } from './templateTestKit'
import type { TemplateProps } from './TemplateProps'

export function templateTestProps<T extends ComponentType>(
  page: PageOf<T> | undefined,
  strings: FunnelContent['uiStrings'],
  language: PageLanguage = 'en',
  overrides: Partial<TemplateProps<T>> = {},
): TemplateProps<T> {
  if (!page) throw new Error('No such page in the seed')
  const parsed = pageSchema.parse(page)
  if (parsed.componentType !== page.componentType) throw new Error(`${page.key} changed template while parsing`)
  // The parse kept the page's componentType, so it is still a page of template T.
  return templateProps<T>({ ...parsed, options: [] } as unknown as RenderPage<T>, strings, { language, ...overrides })
}
