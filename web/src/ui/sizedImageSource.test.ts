import { describe, expect, it } from 'vitest'
import { sizedImageSource } from './sizedImageSource'

/** Sanity names an uploaded image by the SHA-1 of its bytes and its size. */
const HASH = 'aa11bb22cc33dd44ee55ff6600aa11bb22cc33dd'
const SMALL = 'bb22cc33dd44ee55ff6600aa11bb22cc33dd44ee'

const project = { projectId: 'local', dataset: 'production', baseUrl: 'http://lake.test' }
const upload = (extra: object = {}) => ({
  _type: 'pageImage' as const,
  image: { _type: 'image' as const, asset: { _type: 'reference' as const, _ref: `image-${HASH}-2000x1000-png` }, ...extra },
})

describe('sizedImageSource', () => {
  it('asks for the slot width, never wider than the image itself', () => {
    expect(sizedImageSource(project, upload(), 72).src).toBe(`http://lake.test/images/local/production/${HASH}-2000x1000.png?w=72&fit=max&auto=format`)
    const small = { ...upload(), image: { ...upload().image, asset: { _type: 'reference' as const, _ref: `image-${SMALL}-300x200-png` } } }
    expect(sizedImageSource(project, small, 500).src).toContain('?w=300&')
  })

  it("reserves the crop's size and asks the pipeline for the cropped rectangle", () => {
    const source = sizedImageSource(project, upload({ crop: { _type: 'sanity.imageCrop', top: 0, bottom: 0.5, left: 0.25, right: 0.25 } }), 500)
    expect([source.width, source.height]).toEqual([1000, 500])
    expect(new URL(source.src).searchParams.get('rect')).toBe('500,0,1000,500')
  })

  it('keeps the width and height the content gives', () => {
    const source = sizedImageSource(project, { ...upload(), width: 640, height: 320 }, 500)
    expect([source.width, source.height]).toEqual([640, 320])
  })

  it('turns the hotspot into the object position of slots that crop', () => {
    const source = sizedImageSource(project, upload({ hotspot: { _type: 'sanity.imageHotspot', x: 0.3, y: 0.75, width: 0.2, height: 0.2 } }), 52)
    expect(source.objectPosition).toBe('30% 75%')
    expect(sizedImageSource(project, upload(), 52).objectPosition).toBeUndefined()
  })
})
