import type { CSSProperties } from 'react'
import { channels, textOn } from '../../../../schemas/theme/contrast'
import type { ThemeDocument } from '../../../../schemas/theme/schema'

/** The inline style of the frame's root: custom properties, and the font. */
export type ThemeStyle = CSSProperties & Record<`--${string}`, string>

const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0')

/** `colour` moved toward `toward` by `amount` (0 to 1), as #rrggbb: the tokens' shades of one colour. */
export function mix(colour: string, toward: string, amount: number): string {
  const from = channels(colour)
  const to = channels(toward)
  return `#${from.map((channel, index) => hex(channel + (to[index]! - channel) * amount)).join('')}`
}

const rgba = (colour: string, alpha: number) => `rgba(${channels(colour).join(', ')}, ${String(alpha)})`

/**
 * A theme as the values of web/src/app/app.css's `:root` tokens, for the frame's root element:
 * primary is the accent family (its strong, soft and line shades computed from it, the label
 * colour the contrast check approved), the accent the highlight pair, text the ink, background
 * the page, then surface, success, warning, the radius and the main buttons' corners (the font
 * is set apart, once it has loaded: useThemeFont).
 * The short aliases (--accent, --ink) are set too: :root resolves them once, so they would keep
 * the default colours inside the frame. Without a theme: nothing, today's tokens apply.
 */
export function themeStyle(theme: ThemeDocument | null | undefined): ThemeStyle {
  if (!theme) return {}
  const { primary, accent, background, surface, text, success, warning } = theme.colors
  const onPrimary = textOn(primary, text)
  return {
    '--color-accent': primary,
    '--color-accent-strong': mix(primary, '#000000', 0.3),
    '--color-accent-soft': mix(primary, '#ffffff', 0.92),
    '--color-accent-line': mix(primary, '#ffffff', 0.75),
    '--color-on-accent': onPrimary,
    '--accent': primary,
    '--accent-ink': onPrimary,
    '--shadow-accent': `0 4px 14px ${rgba(primary, 0.15)}`,
    '--color-highlight': accent,
    '--color-on-highlight': textOn(accent, text),
    '--color-ink': text,
    '--ink': text,
    '--page-background': background,
    '--color-surface': surface,
    '--color-success': success,
    '--color-warning': warning,
    '--radius': `${String(theme.radius)}px`,
    '--radius-small': `${String(Math.min(theme.radius, 8))}px`,
    '--button-radius': theme.buttonStyle === 'pill' ? 'var(--radius-pill)' : `${String(theme.radius)}px`,
  }
}
