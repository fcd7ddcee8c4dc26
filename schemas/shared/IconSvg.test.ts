import * as lucide from 'lucide-react'
import { createElement, type ComponentType, type SVGProps } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ICON_NAMES } from './iconNames'
import { ICON_NODES } from './iconNodes'
import { IconSvg, type IconNode } from './IconSvg'

/** lucide-react's component for a kebab-case name (`book-open` → `BookOpen`), aliases included. */
function lucideComponent(name: string): ComponentType<SVGProps<SVGSVGElement>> {
  const pascal = name.replace(/(?:^|-)([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())
  const component = (lucide as unknown as Record<string, ComponentType<SVGProps<SVGSVGElement>> | undefined>)[pascal]
  if (!component) throw new Error(`lucide-react has no ${pascal}`)
  return component
}

// lucide names an aliased icon by its new name too (`lucide-face-slightly-frowning lucide-frown`):
// ours by the content's name only, which nothing styles or selects. Everything else must match.
const withoutClass = (markup: string) => markup.replace(/ class="[^"]*"/, '')
const classOf = (markup: string) => /class="([^"]*)"/.exec(markup)?.[1]

// As the app's Icon, the frame and the Studio pass them (attributes in their order).
const PROPS = [
  { className: 'icon option-icon', 'data-icon': 'x', 'aria-hidden': 'true', focusable: 'false', fill: 'none' },
  { className: 'icon', 'data-icon': 'x', 'aria-hidden': 'true', focusable: 'false', fill: 'currentColor' },
  { 'aria-hidden': 'true' },
  { className: 'language-menu-check', 'aria-hidden': 'true', width: 18, height: 18 },
] as const

const cases = ICON_NAMES.map((name): [string, IconNode] => [name, ICON_NODES[name]])

describe('IconSvg', () => {
  it.each(cases)('draws %s exactly as lucide-react does', (name, node) => {
    for (const props of PROPS) {
      const ours = renderToStaticMarkup(createElement(IconSvg, { name, node, ...props }))
      const theirs = renderToStaticMarkup(createElement(lucideComponent(name), props))
      expect(withoutClass(ours)).toBe(withoutClass(theirs))
      expect(classOf(ours)).toBe(['lucide', `lucide-${name}`, 'className' in props ? props.className : ''].filter(Boolean).join(' '))
    }
  })

  it('is decorative even when the caller says nothing (a Studio preview)', () => {
    const markup = renderToStaticMarkup(createElement(IconSvg, { name: 'check', node: ICON_NODES.check, width: '1em', height: '1em' }))
    expect(markup).toBe('<svg xmlns="http://www.w3.org/2000/svg" width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-check" aria-hidden="true"><path d="M20 6 9 17l-5-5"></path></svg>')
  })

  it('fails a drawing that is not lucide’s (the comparison above is no tautology)', () => {
    const wrong = renderToStaticMarkup(createElement(IconSvg, { name: 'check', node: ICON_NODES['arrow-right'], 'aria-hidden': 'true' }))
    expect(withoutClass(wrong)).not.toBe(withoutClass(renderToStaticMarkup(createElement(lucide.Check, { 'aria-hidden': 'true' }))))
  })
})
