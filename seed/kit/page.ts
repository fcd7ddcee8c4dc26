/**
 * The page builder every funnel uses, and the small helpers for the copy blocks pages share
 * (paragraphs, alternatives, list items).
 */
import type { LocaleString, LocaleText } from '../../schemas/localized/schema'
import type { PageItem } from '../../schemas/page/blocks/schema'
import type { PageDocument } from '../../schemas/page/schema'
import { keyed, text } from '../build'
import { pageId } from './ids'

/** Omit that keeps a union a union (a page is one shape per template). */
export type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never

/** A page as a funnel writes it: no id or type (the builder adds them); the path defaults to the key. */
export type PageInput = OmitEach<PageDocument, '_id' | '_type' | 'path'> & { path?: string }

/** The input of a page of one template (the whole page shape while every page has one shape). */
export type TemplatePageInput<C extends PageDocument['componentType']> = [Extract<PageInput, { componentType: C }>] extends [never]
  ? PageInput
  : Extract<PageInput, { componentType: C }>

/** Spec 2.2: the back arrow is hidden on the welcome, register and congratulations pages. */
const NO_BACK_ARROW_PATHS = new Set(['welcome', 'register', 'congrats'])

/**
 * The page builder of one funnel: id `page.<funnel>.<key>`, path = key unless given (a landing's
 * is ''). Pages at the spec's no-back-arrow paths get the `hideBackArrow` flag, which the frame
 * reads (a copywriter can change it in Studio).
 */
export function pageBuilder(funnel: string) {
  return (fields: PageInput): PageDocument => {
    const path = fields.path ?? fields.key
    const noBack = NO_BACK_ARROW_PATHS.has(path.split('/').at(-1) ?? '') ? { hideBackArrow: true } : {}
    return { ...noBack, ...fields, _id: pageId(funnel, fields.key), _type: 'page', path } as PageDocument
  }
}

type TextInput = LocaleText | readonly [en: string, pl: string]

/** Paragraphs from localised texts or [English, Polish] pairs. */
export const paragraphs = (...items: TextInput[]) => keyed(items.map((item) => (Array.isArray(item) ? text(item[0], item[1]) : (item as LocaleText))), 'p')

/** Title or paragraph alternatives; rules pick them by number (1-based). */
export const alternatives = <T extends LocaleString | LocaleText>(...items: T[]) => keyed(items, 'alt')

export type { PageItem }

export const item = (title: LocaleString, body?: LocaleText, extra: Partial<Pick<PageItem, 'icon' | 'value'>> = {}): Omit<PageItem, '_key'> => ({
  _type: 'pageItem',
  title,
  ...(body ? { text: body } : {}),
  ...extra,
})

export const items = (...list: Omit<PageItem, '_key'>[]): PageItem[] => keyed(list, 'item')
