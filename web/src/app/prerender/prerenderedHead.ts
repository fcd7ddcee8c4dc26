import type { FunnelContent } from '../../../../schemas/content/schema'

/**
 * What a prerendered page's <head> says about the funnel's theme: the browser's theme colour (the
 * theme's page background). No font: the page paints in the fallback font and the theme's
 * font loads after it (useThemeFont). Empty without a theme.
 */
export function prerenderedHead(content: Pick<FunnelContent, 'theme'>): { themeColor?: string } {
  const theme = content.theme
  return theme ? { themeColor: theme.colors.background } : {}
}
