import type { SVGProps } from 'react'
import { IconSvg } from '../../../schemas/shared/IconSvg'
import type { FrameIconName } from './frameIconNames'
import { FRAME_ICON_NODES } from './frameIconNodes'

/** One of the frame's own icons (back, forward, the chosen language's tick): decorative, 24 px unless sized. */
export function FrameIcon({ name, ...attributes }: Omit<SVGProps<SVGSVGElement>, 'ref'> & { name: FrameIconName }) {
  return <IconSvg name={name} node={FRAME_ICON_NODES[name]} {...attributes} />
}
