// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ICON_NAMES } from '../../../schemas/shared/iconNames'
import { ICON_NODES } from '../../../schemas/shared/iconNodes'
import { Icon } from './Icon'

describe('Icon', () => {
  it.each(ICON_NAMES)('draws %s as a decorative svg that takes no focus', (name) => {
    const { container } = render(
      <p>
        <Icon name={name} /> text
      </p>,
    )
    const svg = container.querySelector('svg')!
    expect(svg).not.toBeNull()
    expect(svg.querySelector('path, circle, rect, line, polyline, polygon, ellipse')).not.toBeNull()
    expect([svg.getAttribute('data-icon'), svg.getAttribute('aria-hidden'), svg.getAttribute('focusable'), svg.getAttribute('fill')]).toEqual([name, 'true', 'false', 'none'])
    expect(svg.classList.contains('icon')).toBe(true)
  })

  it('fills the shape with the text colour when asked (a rating star)', () => {
    const { container } = render(<Icon name="star" filled className="rating-star" />)
    const svg = container.querySelector('svg')!
    expect([svg.getAttribute('fill'), svg.getAttribute('class')?.includes('rating-star')]).toEqual(['currentColor', true])
  })
})

describe('Icon outside the loaded set', () => {
  // A fresh store, holding no drawing (the test setup gives the shared one every icon).
  async function freshIcon(loadedFirst: Parameters<typeof import('./iconNodeStore').addIconNodes>[0] = {}) {
    vi.resetModules()
    let wholeSetLoads = 0
    vi.doMock('../../../schemas/shared/iconNodes', async (original) => {
      wholeSetLoads += 1
      return original()
    })
    const store = await import('./iconNodeStore')
    store.addIconNodes(loadedFirst)
    const { Icon: FreshIcon } = await import('./Icon')
    return { FreshIcon, wholeSetLoads: () => wholeSetLoads }
  }

  afterEach(() => {
    vi.doUnmock('../../../schemas/shared/iconNodes')
  })

  it("draws an icon of the funnel's set at once, without loading the whole set", async () => {
    const { FreshIcon, wholeSetLoads } = await freshIcon({ check: ICON_NODES.check })
    const { container } = render(<FreshIcon name="check" />)
    expect(container.querySelector('svg path')?.getAttribute('d')).toBe(ICON_NODES.check[0][1].d)
    await Promise.resolve()
    expect(wholeSetLoads()).toBe(0)
  })

  it('holds the box of an icon the set lacks (same svg, same attributes) while the whole set loads, then draws into it', async () => {
    const { FreshIcon, wholeSetLoads } = await freshIcon({ check: ICON_NODES.check })
    const { container } = render(
      <p>
        <FreshIcon name="brain" className="option-icon" /> text
      </p>,
    )
    const held = container.querySelector('svg')!
    expect(held.childElementCount).toBe(0)
    const box = (held.cloneNode(false) as Element).outerHTML
    expect(box).toContain('class="lucide lucide-brain icon option-icon"')
    await waitFor(() => expect(held.childElementCount).toBeGreaterThan(0))
    // Drawn into the same element, with the attributes (and so the 1em box) it held.
    expect(container.querySelector('svg')).toBe(held)
    expect((held.cloneNode(false) as Element).outerHTML).toBe(box)
    expect(held.innerHTML).toBe(renderToStaticMarkup(<Icon name="brain" />).replace(/^<svg[^>]*>|<\/svg>$/g, ''))
    expect(wholeSetLoads()).toBe(1)
  })
})
