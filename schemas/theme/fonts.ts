// Apart from the theme's zod schema on purpose: the frame reads the font families on the landing,
// where zod does not load.

/** Used until the theme font has loaded (the first page of a visit) and for the 'system' choice. */
const SYSTEM_STACK = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"

/**
 * The fonts the build ships (self-hosted variable WOFF2, web/src/ui/theme/themeFonts.ts), each
 * with its CSS family; 'system' ships nothing and takes the device's own.
 */
export const THEME_FONTS = {
  inter: { title: 'Inter', family: `'Inter Variable', ${SYSTEM_STACK}` },
  nunito: { title: 'Nunito', family: `'Nunito Variable', ${SYSTEM_STACK}` },
  plusJakartaSans: { title: 'Plus Jakarta Sans', family: `'Plus Jakarta Sans Variable', ${SYSTEM_STACK}` },
  system: { title: 'System font (nothing to download)', family: SYSTEM_STACK },
} as const
export type ThemeFont = keyof typeof THEME_FONTS
export const THEME_FONT_KEYS = Object.keys(THEME_FONTS) as [ThemeFont, ...ThemeFont[]]
