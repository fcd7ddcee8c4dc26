import type { FunnelContent } from '../../../../schemas/content/schema'

/**
 * What the landing's <head> says about the funnel's theme: the browser's theme colour (the
 * theme's page background). No font: the landing paints in the fallback font and the theme's
 * font loads after it (useThemeFont). Empty without a theme.
 */
export function landingHead(content: Pick<FunnelContent, 'theme'>): { themeColor?: string } {
  const theme = content.theme
  return theme ? { themeColor: theme.colors.background } : {}
}
