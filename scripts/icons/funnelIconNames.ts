import { isIconName, type IconName } from '../../schemas/shared/iconNames'

/**
 * The content icons a funnel's content names: every `icon` field anywhere in it (option sets'
 * options, page blocks, the funnel's own), sorted. The per-funnel icon sets the client build
 * emits (funnelIconSets.ts) are exactly these, so a page the build knew never waits on the rest.
 * A value that is no icon name is left out (zod refused it when the snapshot was written).
 */
export function funnelIconNames(content: unknown): IconName[] {
  const names = new Set<IconName>()
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit)
    else if (typeof value === 'object' && value !== null)
      for (const [key, field] of Object.entries(value)) {
        if (key === 'icon' && typeof field === 'string' && isIconName(field)) names.add(field)
        else visit(field)
      }
  }
  visit(content)
  return [...names].sort()
}
