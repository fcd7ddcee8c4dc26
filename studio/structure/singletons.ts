import { CogIcon, TranslateIcon } from '@sanity/icons'
import type { StructureBuilder } from 'sanity/structure'
import { SITE_SETTINGS_ID } from '../../schemas/siteSettings/schema'
import { UI_STRINGS_ID } from '../../schemas/uiStrings/keys'

/** Types of which exactly one document exists, under a fixed id the renderer reads. */
export const SINGLETONS = [
  { type: 'uiStrings', id: UI_STRINGS_ID, title: 'Shared UI strings', icon: TranslateIcon },
  { type: 'siteSettings', id: SITE_SETTINGS_ID, title: 'Site settings', icon: CogIcon },
] as const

export const SINGLETON_TYPES: readonly string[] = SINGLETONS.map((singleton) => singleton.type)

/** What a singleton may not do: be created anew, deleted, duplicated or unpublished (the renderer needs it published). */
export const SINGLETON_BLOCKED_ACTIONS: readonly string[] = ['delete', 'duplicate', 'unpublish']

/** Each singleton opens its one document directly. */
export const singletonListItems = (S: StructureBuilder) =>
  SINGLETONS.map(({ type, id, title, icon }) => S.listItem().id(id).title(title).icon(icon).child(S.document().schemaType(type).documentId(id).title(title)))
