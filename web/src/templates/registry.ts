import { lazy, type ComponentType as ReactComponent, type LazyExoticComponent } from 'react'
import type { TemplateProps } from './TemplateProps'

/** What a template's `Template.tsx` exports: the component. */
export interface TemplateModule {
  default: ReactComponent<TemplateProps>
}

type Template = LazyExoticComponent<ReactComponent<TemplateProps>>

/** The folder of `./<componentType>/Template.tsx`. */
const FOLDER = /^\.\/([^/]+)\/Template\.tsx$/

/**
 * Every template, found by convention rather than listed again: the folder named after a
 * componentType (whose contract schemas/page/templates.ts lists) holds its component as
 * `Template.tsx`, default export. Lazy: each template is its own chunk, loaded when first shown.
 * registry.test.ts checks that every contract has a folder and every folder a contract.
 */
const loaders = new Map(Object.entries(import.meta.glob<TemplateModule>('./*/Template.tsx')).map(([path, load]) => [FOLDER.exec(path)![1]!, load]))

/** Each template wrapped for Suspense once, on first use, so React keeps its identity. */
const templates = new Map<string, Template>()

/** The template for a componentType, or undefined for one this build does not know. */
export function templateFor(componentType: string): Template | undefined {
  const load = loaders.get(componentType)
  if (!load) return undefined
  let template = templates.get(componentType)
  if (!template) templates.set(componentType, (template = lazy(load)))
  return template
}

/** Starts loading a template's chunk ahead of time, so the next page appears without waiting. */
export function preloadTemplate(componentType: string): void {
  void loaders.get(componentType)?.()
}
