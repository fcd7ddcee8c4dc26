/**
 * The Studio side of the icon vocabulary: an `icon` field the copywriter fills from a list (no
 * typing, no emoji), and the chosen icon as an item's preview media.
 */
import { createElement, type ComponentType } from 'react'
import { defineField } from 'sanity'
import { ICON_NODES } from './iconNodes'
import { IconSvg } from './IconSvg'
import { emojiIn, USE_AN_ICON } from '../content/checks/noEmoji'
import { ICON_NAMES, isIconName } from './iconNames'

/** The list the field offers: 'book-open' reads "Book open". */
export const ICON_LIST = ICON_NAMES.map((name) => ({ title: `${name[0]!.toUpperCase()}${name.slice(1).replaceAll('-', ' ')}`, value: name }))

/** Sanity offers the list but stores what the API writes: an unknown name is an error here too. */
export function validIcon(value: unknown): true | string {
  if (value === undefined || value === null || isIconName(value)) return true
  if (typeof value === 'string' && emojiIn(value).length > 0) return `An emoji is not an icon: ${USE_AN_ICON}`
  return `Unknown icon ${JSON.stringify(value)}: choose one from the list`
}

/** An icon field picked from the vocabulary; `group` and `description` as the document needs. */
export const iconField = (description: string, group?: string) =>
  defineField({ name: 'icon', type: 'string', description, ...(group ? { group } : {}), options: { list: ICON_LIST }, validation: (rule) => rule.custom(validIcon) })

/** The icon as preview media, or undefined when there is none (Sanity then shows its own). */
export function iconMedia(name: unknown): ComponentType | undefined {
  if (!isIconName(name)) return undefined
  return () => createElement(IconSvg, { name, node: ICON_NODES[name], width: '1em', height: '1em' })
}
