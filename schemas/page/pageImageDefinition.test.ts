/** The image's Studio validation, run by Sanity's own validateDocument over a document holding one. */
import { createSchema, defineType, validateDocument, type SanityDocument, type Workspace } from 'sanity'
import { describe, expect, it } from 'vitest'
import { localizedTypes } from '../localized/definition'
import { pageImage } from './pageImageDefinition'

const holder = defineType({ name: 'imageHolder', type: 'document', fields: [{ name: 'picture', type: 'pageImage' }] })
const workspace = { schema: createSchema({ name: 'images', types: [...localizedTypes, pageImage, holder] }) } as unknown as Workspace

async function errorsOf(picture: object) {
  const markers = await validateDocument({
    document: { _id: 'drafts.x', _type: 'imageHolder', picture } as unknown as SanityDocument,
    workspace,
    getClient: () => {
      throw new Error('image validation needs no lake')
    },
    getDocumentExists: async () => true,
    environment: 'studio',
  })
  return markers.filter((marker) => marker.level === 'error').map((marker) => ({ path: marker.path, message: marker.message }))
}

const upload = { _type: 'image', asset: { _type: 'reference', _ref: 'image-8f3a2c9d41b7e6a0c5d2f9e8b1a4c7d0e3f6a9b2-1200x800-jpg' } }

describe('pageImage in the Studio', () => {
  it('accepts an upload without a size, and a file URL with its size', async () => {
    expect(await errorsOf({ _type: 'pageImage', image: upload })).toEqual([])
    expect(await errorsOf({ _type: 'pageImage', src: '/images/hero.svg', width: 640, height: 480 })).toEqual([])
  })

  it('blocks publishing an image with neither an upload nor a file URL', async () => {
    expect(await errorsOf({ _type: 'pageImage', width: 640, height: 480 })).toEqual([
      { path: ['picture'], message: 'Upload an image or give the URL of a file the site ships' },
    ])
  })

  it('blocks a file URL without its size, naming the missing field', async () => {
    expect(await errorsOf({ _type: 'pageImage', src: '/images/hero.svg', width: 640 })).toEqual([
      { path: ['picture', 'height'], message: 'The height is required for a file URL, so the page reserves its space' },
    ])
  })
})
