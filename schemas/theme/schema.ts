import * as z from 'zod/mini'
import { hexColourSchema } from '../emailLayout/emailBrandSchema'
import { localeStringSchema } from '../localized/schema'
import { sanityImageSchema } from '../page/pageImage'
import { documentBase, nonEmptyString } from '../shared/schema'
import { THEME_FONT_KEYS } from './fonts'

/**
 * The shape of the main buttons: corners of the theme's radius, or fully round ends. The main
 * button is always filled with the primary colour (an outline call to action loses contrast
 * and taps), so the shape is the one choice a designer needs here.
 */
export const BUTTON_STYLES = ['rounded', 'pill'] as const
export type ButtonStyle = (typeof BUTTON_STYLES)[number]

/** The corner radius range, in CSS px: square to clearly rounded cards and buttons. */
export const RADIUS_RANGE = { min: 0, max: 24 } as const

/** The seven colours a theme sets; the rest (strong and soft shades, button text) are computed from them. */
export const THEME_COLOUR_NAMES = ['primary', 'accent', 'background', 'surface', 'text', 'success', 'warning'] as const
export type ThemeColourName = (typeof THEME_COLOUR_NAMES)[number]

export const themeColoursSchema = z.object({
  /** Main buttons, links, progress, selected options. */
  primary: hexColourSchema,
  /** Highlights and the secondary call to action (screen detox's orange button). */
  accent: hexColourSchema,
  /** The page behind everything. */
  background: hexColourSchema,
  /** Cards and options on the page. */
  surface: hexColourSchema,
  text: hexColourSchema,
  success: hexColourSchema,
  warning: hexColourSchema,
})
export type ThemeColours = z.infer<typeof themeColoursSchema>

const size = () => z.number().check(z.int(), z.positive())

/**
 * The funnel's logo in the header: an SVG the site ships (`src`, /images/<funnel>/logo.svg) or
 * an image uploaded to Sanity (`image`), with its alt text and the size it is shown at in CSS px
 * (always given, so the header reserves its space before the file arrives).
 */
export const themeLogoSchema = z
  .object({
    _type: z.literal('themeLogo'),
    image: z.optional(sanityImageSchema),
    src: z.optional(nonEmptyString()),
    alt: localeStringSchema,
    width: size(),
    height: size(),
  })
  .check(z.refine((logo) => logo.image?.asset !== undefined || logo.src !== undefined, { error: 'A logo needs an uploaded image or a src', path: ['src'] }))
export type ThemeLogo = z.infer<typeof themeLogoSchema>

/** A funnel's look (the spec's "branding"): logo, colours, font, corner radius and button shape. */
export const themeSchema = z.extend(documentBase('theme'), {
  /** The name the Studio lists it under. */
  name: nonEmptyString(),
  logo: z.optional(themeLogoSchema),
  colors: themeColoursSchema,
  font: z.enum(THEME_FONT_KEYS),
  radius: z.number().check(z.int(), z.gte(RADIUS_RANGE.min), z.lte(RADIUS_RANGE.max)),
  buttonStyle: z.enum(BUTTON_STYLES),
})

export type ThemeDocument = z.infer<typeof themeSchema>
