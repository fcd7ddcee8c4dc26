import { ColorWheelIcon } from '@sanity/icons'
import { defineField, defineType, type StringRule } from 'sanity'
import { copyRules } from '../localized/copyRules'
import { themeContrastIssues, type ContrastIssue } from './themeContrast'
import { THEME_FONTS } from './fonts'
import { BUTTON_STYLES, RADIUS_RANGE, THEME_COLOUR_NAMES, themeColoursSchema, type ThemeColourName } from './schema'

const hexColour = (rule: StringRule) => rule.required().regex(/^#[0-9a-fA-F]{6}$/, { name: 'colour' }).error('A colour is # and six hex digits, e.g. #2f5bea')

const COLOUR_HELP: Record<ThemeColourName, string> = {
  primary: 'Main buttons, links, progress and selected options. Button text is white, or the text colour where that reads better.',
  accent: 'Highlights and the secondary button (the orange button of screen detox).',
  background: 'The page behind everything (a page\'s own background still wins).',
  surface: 'Cards and answer options.',
  text: 'Body text and headings.',
  success: 'Confirmations and checks.',
  warning: 'Notes that need attention.',
}

/** The contrast issues of one level, as markers on the colour to change. */
const contrastRule = (level: ContrastIssue['level']) => (value: unknown) => {
  const colours = themeColoursSchema.safeParse(value)
  // Until all seven are valid colours the fields' own rules speak.
  if (!colours.success) return true
  const issues = themeContrastIssues(colours.data).filter((issue) => issue.level === level)
  return issues.length === 0 ? true : issues.map(({ colour, message }) => ({ message, path: [colour] }))
}

/** The funnel's logo: a shipped SVG or an upload, always with its alt text and shown size. */
export const themeLogo = defineType({
  name: 'themeLogo',
  title: 'Logo',
  type: 'object',
  fields: [
    defineField({ name: 'image', title: 'Uploaded image', type: 'image' }),
    defineField({ name: 'src', title: 'File URL', type: 'string', description: 'A file the site ships, such as /images/leadership/logo.svg. Used when no image is uploaded.' }),
    defineField({ name: 'alt', title: 'Alternative text', type: 'localeString', description: 'What the logo says, usually the brand name', validation: (r) => [r.required(), ...copyRules(r)] }),
    defineField({ name: 'width', title: 'Width (CSS px)', type: 'number', description: 'The size it is shown at, so the header keeps its space while it loads', validation: (r) => r.required().integer().positive() }),
    defineField({ name: 'height', title: 'Height (CSS px)', type: 'number', description: 'About 28 fits the header', validation: (r) => r.required().integer().positive().max(48) }),
  ],
  validation: (rule) =>
    rule.custom((value) => {
      if (value === undefined || value === null || typeof value !== 'object') return true
      const { image, src } = value as { image?: { asset?: unknown }; src?: unknown }
      return image?.asset !== undefined || (typeof src === 'string' && src !== '') ? true : 'Upload an image or give the URL of a file the site ships'
    }),
  preview: {
    select: { alt: 'alt.en', src: 'src', media: 'image' },
    prepare: ({ alt, src, media }) => ({ title: alt || src || 'Logo', subtitle: media ? 'Uploaded' : src, media }),
  },
})

/**
 * A funnel's theme: logo, colours, font, corner radius and button shape. The colours are checked
 * against WCAG AA as they are typed: failing text and button pairs block publishing, weak
 * highlight colours warn.
 */
export const theme = defineType({
  name: 'theme',
  title: 'Theme',
  type: 'document',
  icon: ColorWheelIcon,
  fields: [
    defineField({ name: 'name', type: 'string', description: 'How the Studio lists this theme', validation: (r) => r.required() }),
    defineField({ name: 'logo', type: 'themeLogo', description: 'Shown in the header on one line. An SVG file the site ships, or an uploaded image.' }),
    defineField({
      name: 'colors',
      title: 'Colours',
      type: 'object',
      options: { columns: 2 },
      fields: THEME_COLOUR_NAMES.map((name) => defineField({ name, type: 'string', description: `${COLOUR_HELP[name]} # and six hex digits.`, validation: hexColour })),
      validation: (rule) => [rule.required(), rule.custom(contrastRule('error')).error(), rule.custom(contrastRule('warning')).warning()],
    }),
    defineField({
      name: 'font',
      type: 'string',
      description: 'Self-hosted, Latin and Latin Extended (Polish) only. A font that is not there within 0.1 s is skipped for that visit: text never waits.',
      options: { list: Object.entries(THEME_FONTS).map(([value, { title }]) => ({ value, title })), layout: 'radio' },
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'radius',
      title: 'Corner radius (px)',
      type: 'number',
      description: `Cards, options and rounded buttons: ${String(RADIUS_RANGE.min)} (square) to ${String(RADIUS_RANGE.max)}`,
      validation: (r) => r.required().integer().min(RADIUS_RANGE.min).max(RADIUS_RANGE.max),
    }),
    defineField({
      name: 'buttonStyle',
      title: 'Button shape',
      type: 'string',
      description: 'Main buttons are always filled with the primary colour: rounded corners (the radius above) or round ends',
      options: { list: BUTTON_STYLES.map((value) => ({ value, title: value === 'pill' ? 'Pill (round ends)' : 'Rounded (corner radius)' })), layout: 'radio' },
      validation: (r) => r.required(),
    }),
  ],
  preview: {
    select: { title: 'name', primary: 'colors.primary', font: 'font' },
    prepare: ({ title, primary, font }) => ({ title, subtitle: [primary, font].filter(Boolean).join(' · ') }),
  },
})
