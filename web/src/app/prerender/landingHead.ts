import type { FunnelContent } from '../../../../schemas/content/schema'
import { fontPreloadHref } from '../../ui/theme/themeFonts'

/**
 * What the landing's <head> says about the funnel's theme: its font's Latin file to preload (the
 * one font file the first paint needs, so it arrives within font-display: optional's short
 * block; Polish letters come from the Latin Extended file when they are on the page) and the
 * browser's theme colour (the theme's page background). Empty without a theme.
 */
export function landingHead(content: Pick<FunnelContent, 'theme'>): { fontPreload?: string; themeColor?: string } {
  const theme = content.theme
  if (!theme) return {}
  const fontPreload = fontPreloadHref(theme.font)
  return { ...(fontPreload ? { fontPreload } : {}), themeColor: theme.colors.background }
}
