// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Translate } from '../../../schemas/languages'
import type { KeyedPageImage } from '../../../schemas/page/pageImage'
import { PlacedImages } from './PlacedImages'

const t: Translate = (value) => value?.en ?? ''
const images: KeyedPageImage[] = [{ _type: 'pageImage', _key: 'a', src: '/images/deeps/plan.svg', width: 320, height: 140, alt: { _type: 'localeString', en: 'A rising line' } }]
type Page = Parameters<typeof PlacedImages>[0]['page']

/** The three slots a template offers, in its order, for one page. */
function slots(page: Page) {
  render(
    <>
      <div data-testid="background"><PlacedImages page={page} at="background" t={t} /></div>
      <div data-testid="top"><PlacedImages page={page} at="top" t={t} /></div>
      <div data-testid="bottom"><PlacedImages page={page} at="bottom" t={t} /></div>
    </>,
  )
  return (slot: string) => screen.getByTestId(slot).querySelector('img')
}

describe('PlacedImages', () => {
  it('shows the images in the slot the page places them in (top when it names none), lazily', () => {
    const inSlot = slots({ images })
    expect(inSlot('top')?.getAttribute('alt')).toBe('A rising line')
    expect(inSlot('top')?.getAttribute('loading')).toBe('lazy')
    expect([inSlot('background'), inSlot('bottom')]).toEqual([null, null])
  })

  it.each(['bottom', 'background'] as const)('%s: only that slot shows them', (placement) => {
    const inSlot = slots({ images, imagePlacement: placement })
    for (const slot of ['background', 'top', 'bottom']) expect(inSlot(slot) !== null, slot).toBe(slot === placement)
  })

  it("a background is decoration: no alt text; 'none' and no images show nothing", () => {
    expect(slots({ images, imagePlacement: 'background' })('background')?.getAttribute('alt')).toBe('')
    cleanup()
    const none = slots({ images, imagePlacement: 'none' })
    expect(['background', 'top', 'bottom'].map(none)).toEqual([null, null, null])
    cleanup()
    expect(['background', 'top', 'bottom'].map(slots({ images: [] }))).toEqual([null, null, null])
  })
})
