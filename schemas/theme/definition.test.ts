/**
 * The theme's contrast check as the Studio runs it: Sanity's own validateDocument with the real
 * schema. Errors block publishing; warnings do not.
 */
import { createSchema, validateDocument, type SanityDocument, type Workspace } from 'sanity'
import { describe, expect, it } from 'vitest'
import { schemaTypes } from '../schemaTypes'
import type { ThemeDocument } from './schema'

const schema = createSchema({ name: 'studio', types: schemaTypes })
const workspace = { schema } as unknown as Workspace

const theme: ThemeDocument = {
  _id: 'theme.test',
  _type: 'theme',
  name: 'Test',
  logo: { _type: 'themeLogo', src: '/images/demo/logo.svg', alt: { _type: 'localeString', en: 'Demo', pl: 'Demo' }, width: 120, height: 28 },
  colors: { primary: '#2f5bea', accent: '#c2410c', background: '#f6f3ee', surface: '#ffffff', text: '#1b1b1f', success: '#1f7a4d', warning: '#8a4b00' },
  font: 'inter',
  radius: 14,
  buttonStyle: 'rounded',
}

async function markersOf(document: object) {
  const markers = await validateDocument({ document: document as SanityDocument, workspace, getClient: () => ({}) as never, getDocumentExists: async () => true, environment: 'studio' })
  return markers.map((marker) => ({ level: marker.level, path: marker.path, message: marker.message }))
}

const withColours = (colours: Partial<ThemeDocument['colors']>) => ({ ...theme, colors: { ...theme.colors, ...colours } })

describe('theme validation in the Studio', () => {
  it('passes a theme whose pairs all meet WCAG AA', async () => {
    expect(await markersOf(theme)).toEqual([])
  })

  it('blocks text that is too light on the background or the surface, naming the pair and the ratio', async () => {
    expect(await markersOf(withColours({ text: '#8a8a8a' }))).toEqual([
      { level: 'error', path: ['colors', 'text'], message: 'Text on background is 3.11:1; WCAG AA needs 4.5:1' },
      { level: 'error', path: ['colors', 'surface'], message: 'Text on surface is 3.45:1; WCAG AA needs 4.5:1' },
    ])
  })

  it('blocks a primary colour whose button label (white or the text colour) cannot be read', async () => {
    expect(await markersOf(withColours({ primary: '#7a7a7a' }))).toEqual([{ level: 'error', path: ['colors', 'primary'], message: 'Button text on primary is 4.29:1; WCAG AA needs 4.5:1' }])
    // A light primary takes the dark text colour as its label, and passes.
    expect(await markersOf(withColours({ primary: '#ffd34d' }))).toEqual([])
  })

  it('warns, without blocking, about a highlight colour under 3:1 on the background', async () => {
    expect(await markersOf(withColours({ success: '#6fcf97' }))).toEqual([{ level: 'warning', path: ['colors', 'success'], message: 'Success on background is 1.71:1; WCAG AA needs 3:1' }])
  })

  it('asks for a logo source and size, and a colour as six hex digits', async () => {
    const broken = { ...theme, logo: { _type: 'themeLogo', alt: { _type: 'localeString', en: 'Demo' }, width: 120 }, colors: { ...theme.colors, accent: 'orange' } }
    const errors = (await markersOf(broken)).filter((marker) => marker.level === 'error')
    expect(errors).toEqual(
      expect.arrayContaining([
        { level: 'error', path: ['logo'], message: 'Upload an image or give the URL of a file the site ships' },
        expect.objectContaining({ path: ['logo', 'height'] }),
        { level: 'error', path: ['colors', 'accent'], message: 'A colour is # and six hex digits, e.g. #2f5bea' },
      ]),
    )
  })
})
