import { defineField, defineType } from 'sanity'

/** An image on a page: a file the repository ships (`src`), with its size reserved before it loads. */
export const pageImage = defineType({
  name: 'pageImage',
  title: 'Image',
  type: 'object',
  fields: [
    defineField({ name: 'src', title: 'URL', type: 'string', validation: (r) => r.required() }),
    defineField({ name: 'alt', title: 'Alternative text', type: 'localeString' }),
    defineField({ name: 'width', type: 'number', validation: (r) => r.required() }),
    defineField({ name: 'height', type: 'number', validation: (r) => r.required() }),
  ],
})
