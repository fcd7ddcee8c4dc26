import { lazy, type ComponentType as ReactComponent, type LazyExoticComponent } from 'react'
import { COMPONENT_TYPES, type ComponentType } from '../../../schemas/page/componentTypes'
import type { TemplateProps } from './TemplateProps'

type Template = LazyExoticComponent<ReactComponent<TemplateProps>>

/**
 * Every componentType mapped to its lazily loaded template. `satisfies` makes a componentType
 * without a template a type error; each template is its own chunk, loaded when first shown.
 */
export const templates = {
  landing: lazy(() => import('./landing/Landing')),
  interruptor: lazy(() => import('./interruptor/Interruptor')),
  radioQuestion: lazy(() => import('./radioQuestion/RadioQuestion')),
  email: lazy(() => import('./email/EmailPage')),
  congrats: lazy(() => import('./congrats/Congrats')),
} satisfies Record<ComponentType, Template>

export function isComponentType(value: string): value is ComponentType {
  return (COMPONENT_TYPES as readonly string[]).includes(value)
}

/** The template for a componentType, or undefined for one this build does not know. */
export function templateFor(componentType: string): Template | undefined {
  return isComponentType(componentType) ? templates[componentType] : undefined
}
