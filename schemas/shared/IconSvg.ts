/**
 * An icon drawn from its plain data (iconNodes.ts, web/src/ui/frameIconNodes.ts) with the markup
 * lucide-react renders, attribute for attribute and in its order, without lucide-react's runtime
 * (about 1.3 KB brotli in every chunk that drew an icon). The Studio's previews and the app both
 * draw with it, so prerendered HTML and the client's render agree.
 */
import { createElement, type ReactElement, type SVGProps } from 'react'

/** An icon's drawing: its SVG elements and their attributes, on a 24 x 24 grid. */
export type IconNode = readonly (readonly [tag: string, attributes: Readonly<Record<string, string>>])[]

type Props = Omit<SVGProps<SVGSVGElement>, 'ref'> & {
  /** The lucide name: the class `lucide-<name>` says which icon it is, as lucide's did. */
  name: string
  node: IconNode
}

/**
 * A decorative icon (always aria-hidden): lucide's defaults (24 x 24, stroke of the text colour,
 * width 2, round caps and joins), then the caller's attributes, which replace a default in place.
 */
export function IconSvg({ name, node, className, ...attributes }: Props): ReactElement {
  const svg = { xmlns: 'http://www.w3.org/2000/svg', width: 24, height: 24, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', className: className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`, ...attributes, 'aria-hidden': 'true' } as const
  // The children as arguments, not an array: React then wants no keys, and the data carries none.
  return createElement('svg', svg, ...node.map(([tag, drawn]) => createElement(tag, drawn)))
}
