import { defineField, defineType } from 'sanity'

/** Whether a pageImage value (or anything else) carries an uploaded image asset. */
function hasUpload(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || !('image' in value)) return false
  const { image } = value
  return typeof image === 'object' && image !== null && 'asset' in image && image.asset !== undefined
}

const hasSrc = (value: unknown) => typeof value === 'object' && value !== null && 'src' in value && typeof value.src === 'string' && value.src !== ''

/** Width and height: the space the page reserves before the image arrives (no layout shift). */
const sizeField = (name: 'width' | 'height') =>
  defineField({
    name,
    type: 'number',
    description: 'In pixels. An uploaded image knows its own size; a file URL needs it here.',
    validation: (rule) =>
      rule.positive().custom((value, context) => (value !== undefined || hasUpload(context.parent) ? true : `The ${name} is required for a file URL, so the page reserves its space`)),
  })

/**
 * An image on a page: an image uploaded to Sanity (`image`, with a hotspot for cropped slots)
 * or a file the repository ships (`src`, as the seed's images are). One of the two is required.
 */
export const pageImage = defineType({
  name: 'pageImage',
  title: 'Image',
  type: 'object',
  fields: [
    defineField({ name: 'image', title: 'Uploaded image', type: 'image', options: { hotspot: true } }),
    defineField({ name: 'src', title: 'File URL', type: 'string', description: 'A file the site ships, such as /images/leadership/hero.svg. Used when no image is uploaded.' }),
    defineField({ name: 'alt', title: 'Alternative text', type: 'localeString' }),
    sizeField('width'),
    sizeField('height'),
  ],
  validation: (rule) => rule.custom((value) => (value === undefined || hasUpload(value) || hasSrc(value) ? true : 'Upload an image or give the URL of a file the site ships')),
  preview: {
    select: { alt: 'alt.en', src: 'src', media: 'image' },
    prepare: ({ alt, src, media }) => ({ title: alt || src || 'Image', subtitle: media ? 'Uploaded' : src, media }),
  },
})
