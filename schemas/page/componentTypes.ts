/**
 * Every page template the renderer has, read from the template contracts: the Sanity field
 * offers exactly this list, zod accepts exactly this list, and every entry has its folder in
 * web/src/templates/ (the registry's test fails otherwise).
 */
import { PAGE_CONTRACTS } from './templates'

export type ComponentType = (typeof PAGE_CONTRACTS)[number]['componentType']

export const COMPONENT_TYPES: readonly ComponentType[] = PAGE_CONTRACTS.map((contract) => contract.componentType)

/** Template titles for the Studio's picker and list subtitles. */
export const COMPONENT_TYPE_TITLES = Object.fromEntries(PAGE_CONTRACTS.map((contract) => [contract.componentType, contract.title])) as Record<ComponentType, string>
