import { createElement } from 'react'
import { templateFor, unknownTemplate } from './registry'
import type { TemplateProps } from './TemplateProps'

/** Renders the page with the template its componentType names, or the visible fallback. */
export function PageTemplate(props: TemplateProps) {
  // createElement, because the component is looked up from content rather than written in JSX.
  return createElement(templateFor(props.page.componentType) ?? unknownTemplate, props)
}
