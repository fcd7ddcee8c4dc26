/**
 * WCAG 2.x contrast of two `#rrggbb` colours: relative luminance from linearised sRGB channels,
 * then (lighter + 0.05) / (darker + 0.05). Used by the Studio's theme check and by the app to
 * choose the text colour on a filled button.
 */

/** The three sRGB channels of `#rrggbb`, 0 to 255. */
export function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1, 7), 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

/** WCAG 2.x relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** The contrast ratio of two colours, 1 to 21, whichever is lighter. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/**
 * A ratio as people quote it: "4.54:1". Rounded down to two decimals, so a ratio just under a
 * threshold never reads as if it met it (4.4999 is 4.49:1, not 4.5:1).
 */
export const formatRatio = (ratio: number) => `${String(Math.floor(ratio * 100) / 100)}:1`

export const WHITE = '#ffffff'

/** The text colour for a fill: white, or the theme's text colour when that reads better on it. */
export function textOn(fill: string, ink: string): string {
  return contrastRatio(WHITE, fill) >= contrastRatio(ink, fill) ? WHITE : ink
}
