/**
 * The fonts themes may choose, self-hosted: each font's Latin and Latin Extended variable WOFF2
 * (imported through Vite, so the URLs are hashed and cached for good). The Latin Extended file
 * (Polish ą ę ł ń ś ź ż) loads only when text needs one of its characters (unicode-range).
 */
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'
import interLatinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2'
import nunitoLatin from '@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2'
import nunitoLatinExt from '@fontsource-variable/nunito/files/nunito-latin-ext-wght-normal.woff2'
import jakartaLatin from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2'
import jakartaLatinExt from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-ext-wght-normal.woff2'
import type { ThemeFont } from '../../../../schemas/theme/fonts'

// The subsets' ranges as fontsource gives them.
const LATIN = 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'
const LATIN_EXT = 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF'

interface FontFiles {
  family: string
  weights: string
  latin: string
  latinExt: string
}

/** The shipped fonts; 'system' ships none. Families are THEME_FONTS' (schemas/theme/fonts.ts). */
const FONT_FILES: Record<Exclude<ThemeFont, 'system'>, FontFiles> = {
  inter: { family: 'Inter Variable', weights: '100 900', latin: interLatin, latinExt: interLatinExt },
  nunito: { family: 'Nunito Variable', weights: '200 1000', latin: nunitoLatin, latinExt: nunitoLatinExt },
  plusJakartaSans: { family: 'Plus Jakarta Sans Variable', weights: '200 800', latin: jakartaLatin, latinExt: jakartaLatinExt },
}

const fontFace = (files: FontFiles, src: string, range: string) =>
  // optional: the font is used only if it is there within the short block period (about 100 ms,
  // the preloaded Latin file is); otherwise the fallback stays for the visit. Text never waits
  // longer and never swaps, so nothing shifts (README: Themes).
  `@font-face{font-family:'${files.family}';font-style:normal;font-display:optional;font-weight:${files.weights};src:url(${src}) format('woff2');unicode-range:${range}}`

/** The @font-face rules of a theme's font (none for the system font). */
export function fontFaceCss(font: ThemeFont): string {
  if (font === 'system') return ''
  const files = FONT_FILES[font]
  return fontFace(files, files.latin, LATIN) + fontFace(files, files.latinExt, LATIN_EXT)
}

/** The file worth preloading for a theme's font: its Latin subset, which every page's text needs. */
export function fontPreloadHref(font: ThemeFont): string | undefined {
  return font === 'system' ? undefined : FONT_FILES[font].latin
}
