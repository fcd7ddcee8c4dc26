/**
 * Every page template the renderer has. The Sanity field offers exactly this list, zod accepts
 * exactly this list, and web/src/templates/registry.ts must map every entry (a type error otherwise).
 */
export const COMPONENT_TYPES = ['landing', 'interruptor', 'radioQuestion', 'email', 'congrats'] as const

export type ComponentType = (typeof COMPONENT_TYPES)[number]
