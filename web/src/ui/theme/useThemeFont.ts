import { useEffect, useRef, useState } from 'react'
import type { PageLanguage } from '../../../../schemas/languages'
import type { ThemeFont } from '../../../../schemas/theme/fonts'
import { loadThemeFont, needsLatinExt } from './themeFonts'

/** After the page is shown, when the browser is idle (a timeout where it has no idle callback). */
const whenIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 2000 })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(run, 200)
  return () => clearTimeout(handle)
}

/** A font loaded for a language's files: whether its Latin Extended file is in (needsLatinExt). */
interface LoadedFont {
  font: ThemeFont
  extended: boolean
}

const covers = (loaded: LoadedFont | undefined, font: ThemeFont, language: PageLanguage) => loaded !== undefined && loaded.font === font && (loaded.extended || !needsLatinExt(language))

/**
 * Whether the frame may use the theme's font now. The first page a visit shows (the prerendered
 * landing, or a page opened by its link) paints in the fallback font: the font loads when the
 * browser is idle, with the files the page's language needs (English the Latin file only), and
 * is used from the next page the visitor moves to after it has loaded, whose content is drawn
 * anew anyway. So text never waits for a font, and text already on screen never changes its font,
 * which would move it. Once used, it stays; a switch to a language whose letters it lacks (English
 * to Polish) draws the new text in the fallback font, loads the missing file, and uses the font
 * again from the next page on.
 */
export function useThemeFont(font: ThemeFont | undefined, language: PageLanguage, pageId: string | undefined, load: (font: ThemeFont, language: PageLanguage) => Promise<boolean> = loadThemeFont): boolean {
  const shownPage = useRef(pageId)
  useEffect(() => {
    shownPage.current = pageId
  }, [pageId])
  const [loaded, setLoaded] = useState<(LoadedFont & { onPage: string | undefined }) | undefined>(undefined)
  const [used, setUsed] = useState<LoadedFont | undefined>(undefined)
  const ready = font !== undefined && covers(used, font, language)
  if (font && !ready && loaded && covers(loaded, font, language) && pageId !== loaded.onPage) setUsed({ font, extended: loaded.extended })
  const loadedAlready = font !== undefined && covers(loaded, font, language)

  useEffect(() => {
    if (!font || loadedAlready) return undefined
    let live = true
    const cancel = whenIdle(() => {
      void load(font, language).then((ok) => {
        if (live && ok) setLoaded({ font, extended: needsLatinExt(language), onPage: shownPage.current })
      })
    })
    return () => {
      live = false
      cancel()
    }
  }, [font, language, loadedAlready, load])

  return ready
}
