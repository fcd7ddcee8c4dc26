import { useEffect, useRef, useState } from 'react'
import type { ThemeFont } from '../../../../schemas/theme/fonts'
import { loadThemeFont } from './themeFonts'

/** After the page is shown, when the browser is idle (a timeout where it has no idle callback). */
const whenIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 2000 })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(run, 200)
  return () => clearTimeout(handle)
}

/**
 * Whether the frame may use the theme's font now. The first page a visit shows (the prerendered
 * landing, or a page opened by its link) paints in the fallback font: the font loads when the
 * browser is idle, and is used from the next page the visitor moves to after it has loaded,
 * whose content is drawn anew anyway. So text never waits for a font, and text already on
 * screen never changes its font, which would move it. Once used, it stays.
 */
export function useThemeFont(font: ThemeFont | undefined, pageId: string | undefined, load: (font: ThemeFont) => Promise<boolean> = loadThemeFont): boolean {
  const shownPage = useRef(pageId)
  useEffect(() => {
    shownPage.current = pageId
  }, [pageId])
  const [loaded, setLoaded] = useState<{ font: ThemeFont; onPage: string | undefined } | undefined>(undefined)
  const [used, setUsed] = useState<ThemeFont | undefined>(undefined)
  if (loaded && loaded.font === font && used !== font && pageId !== loaded.onPage) setUsed(font)

  useEffect(() => {
    if (!font) return undefined
    let live = true
    const cancel = whenIdle(() => {
      void load(font).then((ok) => {
        if (live && ok) setLoaded({ font, onPage: shownPage.current })
      })
    })
    return () => {
      live = false
      cancel()
    }
  }, [font, load])

  return font !== undefined && used === font
}
