/**
 * The fonts themes may choose, self-hosted: each font's Latin and Latin Extended variable WOFF2
 * (imported through Vite, so the URLs are hashed and cached for good). A page loads the files its
 * language needs: English the Latin file only, Polish the Latin Extended one too. They are not in the
 * landing's HTML: a web font on the first paint, preloaded or not, cost the landing's LCP
 * 1.1-1.2x bare React's in Lighthouse (README: Themes). They load after the first page is shown
 * and are used from the next page on (useThemeFont).
 */
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'
import interLatinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2'
import nunitoLatin from '@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2'
import nunitoLatinExt from '@fontsource-variable/nunito/files/nunito-latin-ext-wght-normal.woff2'
import jakartaLatin from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2'
import jakartaLatinExt from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-ext-wght-normal.woff2'
import type { PageLanguage } from '../../../../schemas/languages'
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

/**
 * Whether a language's text needs the Latin Extended file: Polish letters (ą U+0105, ł U+0142) are
 * in its range only; English text is all in the Latin file's.
 */
export const needsLatinExt = (language: PageLanguage): boolean => language !== 'en'

/** The FontFace constructor and the document's font set: the browser's, or a test's. */
export interface FontApi {
  FontFace: new (family: string, source: string, descriptors: FontFaceDescriptors) => FontFace
  fonts: Pick<FontFaceSet, 'add'>
}

const browserFonts = (): FontApi | undefined =>
  typeof FontFace === 'undefined' || typeof document === 'undefined' || !('fonts' in document) ? undefined : { FontFace, fonts: document.fonts }

/**
 * Loads a theme's font into the document's font set: its Latin file, and its Latin Extended
 * (Polish) file when the language needs it (needsLatinExt); true once all are there, false when
 * they cannot be (no font API, a failed fetch). Loaded in full before the font is used, so no
 * glyph is ever drawn in one font and then another (`optional` says the same to the browser:
 * never wait for these faces, never swap them in).
 */
export async function loadThemeFont(font: ThemeFont, language: PageLanguage, api: FontApi | undefined = browserFonts()): Promise<boolean> {
  if (font === 'system') return true
  if (!api) return false
  const files = FONT_FILES[font]
  const faces = [
    new api.FontFace(files.family, `url(${files.latin}) format('woff2')`, { weight: files.weights, unicodeRange: LATIN, display: 'optional' }),
    ...(needsLatinExt(language) ? [new api.FontFace(files.family, `url(${files.latinExt}) format('woff2')`, { weight: files.weights, unicodeRange: LATIN_EXT, display: 'optional' })] : []),
  ]
  try {
    await Promise.all(faces.map((face) => face.load()))
  } catch {
    return false
  }
  for (const face of faces) api.fonts.add(face)
  return true
}
