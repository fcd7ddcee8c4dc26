import { lazy, type ComponentType as ReactComponent, type LazyExoticComponent } from 'react'
import type { RenderPage } from '../content/renderPages'
import { roleOf } from '../funnel/templateRole'
import { retryingImport } from '../platform/boot/retryingImport'
import type { TemplateProps } from './TemplateProps'

/** What a template's `Template.tsx` exports: the component, and `preload` when its contract's role says `preloadsData`. */
export interface TemplateModule {
  default: ReactComponent<TemplateProps>
  /** Prepares what the page needs beyond its chunk (the paywall looks its prices up); failures only warn. */
  preload?: (page: RenderPage, funnelKey: string) => Promise<void>
}

type Template = LazyExoticComponent<ReactComponent<TemplateProps>>

/** The folder of `./<componentType>/Template.tsx`. */
const FOLDER = /^\.\/([^/]+)\/Template\.tsx$/

/**
 * Every template, found by convention rather than listed again: the folder named after a
 * componentType (whose contract schemas/page/templates.ts lists) holds its component as
 * `Template.tsx`, default export. Lazy: each template is its own chunk, loaded when first shown
 * (or ahead, as the next page) and loaded again when the network failed it.
 * registry.test.ts checks that every contract has a folder and every folder a contract.
 */
const loaders = new Map(Object.entries(import.meta.glob<TemplateModule>('./*/Template.tsx')).map(([path, load]) => [FOLDER.exec(path)![1]!, retryingImport(load)]))

/**
 * The visible fallback for a componentType this build does not know (content newer than the
 * build). Rare, so it is a chunk of its own like any template, loaded (and preloaded as the next
 * page) only when a page names such a type, never with a landing.
 */
const loadUnknown = retryingImport(() => import('./UnknownTemplate').then(({ UnknownTemplate }) => ({ default: UnknownTemplate })))
export const unknownTemplate: Template = lazy(loadUnknown)

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

/**
 * Starts loading a page's template chunk ahead of time, so the next page appears without
 * waiting, and, when its contract's role says it preloads data, runs the template's `preload`
 * through that same chunk (no chunk of its own for the landing to know about).
 */
export function preloadTemplate(page: RenderPage, funnelKey: string): void {
  const load = loaders.get(page.componentType)
  if (!load) return void loadUnknown().catch((error: unknown) => console.warn(`[templates] preloading the fallback for the next "${page.componentType}" page failed`, error))
  const loading = load()
  if (roleOf(page.componentType).preloadsData !== true) return
  loading
    .then((module) => module.preload?.(page, funnelKey))
    .catch((error: unknown) => console.warn(`[templates] preloading the next "${page.componentType}" page failed`, error))
}
