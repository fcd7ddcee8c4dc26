import { describe, expect, it } from 'vitest'
import { keyedPageImageSchema, pageImageSchema } from './pageImage'

const upload = { _type: 'image', asset: { _type: 'reference', _ref: 'image-8f3a2c-1200x800-jpg' } } as const
const messages = (value: unknown) => pageImageSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? []

describe('pageImageSchema', () => {
  it('accepts a shipped file with its size', () => {
    expect(messages({ _type: 'pageImage', src: '/images/hero.svg', width: 640, height: 480 })).toEqual([])
  })

  it('accepts an upload without a size (its asset id carries it), with hotspot and crop', () => {
    const image = { ...upload, hotspot: { _type: 'sanity.imageHotspot', x: 0.5, y: 0.3, width: 0.4, height: 0.4 }, crop: { _type: 'sanity.imageCrop', top: 0, bottom: 0.1, left: 0, right: 0 } }
    expect(messages({ _type: 'pageImage', image })).toEqual([])
    expect(keyedPageImageSchema.safeParse({ _type: 'pageImage', _key: 'a', image: upload }).success).toBe(true)
  })

  it('needs one of the two sources; an image field whose upload was removed is none', () => {
    expect(messages({ _type: 'pageImage', width: 10, height: 10 })).toEqual(['An image needs an uploaded image or a src'])
    expect(messages({ _type: 'pageImage', image: { _type: 'image' }, width: 10, height: 10 })).toEqual(['An image needs an uploaded image or a src'])
  })

  it('needs the size of a shipped file, in the list too', () => {
    expect(messages({ _type: 'pageImage', src: '/images/hero.svg', width: 640 })).toEqual(['An image given by src needs its width and height'])
    expect(keyedPageImageSchema.safeParse({ _type: 'pageImage', _key: 'a', src: '/images/hero.svg' }).success).toBe(false)
  })
})
