/**
 * The content icons' drawings the page has loaded. A funnel's own set (the icons its content
 * named when the site was built: scripts/web/funnelIconSets.ts) adds itself here when it loads,
 * before a template that draws icons renders (templates/loadFunnelIcons.ts); an icon outside it
 * (content published since the build) loads the whole set on demand. It ships with the question
 * kit, beside the Icon component that reads it.
 */
import type { IconNode } from '../../../schemas/shared/IconSvg'
import type { IconName } from '../../../schemas/shared/iconNames'

const nodes = new Map<string, IconNode>()
const listeners = new Set<() => void>()
let allLoad: Promise<void> | undefined

/** Adds drawings (a funnel's set as it loads; the prerender adds every one) and tells the drawn icons. */
export function addIconNodes(added: Partial<Record<IconName, IconNode>>): void {
  for (const [name, node] of Object.entries(added)) nodes.set(name, node)
  for (const listener of listeners) listener()
}

/** The drawing of `name`, if loaded. */
export const iconNode = (name: IconName): IconNode | undefined => nodes.get(name)

/** Calls `listener` whenever drawings arrive (useSyncExternalStore's subscribe). */
export function subscribeIconNodes(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Loads every content icon, once (an icon no set named, the onboardings list). A failed load is
 * forgotten, so the next icon drawn without its drawing tries again.
 */
export function loadAllIcons(): Promise<void> {
  allLoad ??= import('../../../schemas/shared/iconNodes').then(
    ({ ICON_NODES }) => addIconNodes(ICON_NODES),
    (error: unknown) => {
      allLoad = undefined
      throw error
    },
  )
  return allLoad
}
