import * as lucide from 'lucide-react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { FrameIcon } from './FrameIcon'
import { FRAME_ICON_NAMES } from './frameIconNames'

describe('FrameIcon', () => {
  it('draws back, forward and the tick exactly as lucide-react did, as the frame and the menu use them', () => {
    const drawn = FRAME_ICON_NAMES.map((name) => renderToStaticMarkup(<FrameIcon name={name} aria-hidden="true" />))
    expect(drawn).toEqual([<lucide.ChevronLeft aria-hidden="true" />, <lucide.ChevronRight aria-hidden="true" />, <lucide.Check aria-hidden="true" />].map((icon) => renderToStaticMarkup(icon)))
    expect(renderToStaticMarkup(<FrameIcon name="check" className="language-menu-check" aria-hidden="true" width={18} height={18} />)).toBe(renderToStaticMarkup(<lucide.Check className="language-menu-check" aria-hidden="true" size={18} />))
  })
})
