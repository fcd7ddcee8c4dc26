import type { ReactNode } from 'react'
import type { FunnelContent } from '../../../schemas/content/schema'
import { PAGE_LANGUAGES, LANGUAGE_TITLES, type PageLanguage } from '../../../schemas/languages'
import type { RenderPage } from '../content/renderPages'

interface Props {
  funnel: FunnelContent['funnel']
  page: RenderPage | undefined
  strings: FunnelContent['uiStrings']
  language: PageLanguage
  onLanguage: (language: PageLanguage) => void
  t: (value: { en?: string; pl?: string } | undefined) => string
  contentSource: string
  children: ReactNode
}

/** Pages where going back makes no sense (spec 2.2). */
const NO_BACK = /\/(welcome|register|congrats)$/
const WHITE_PAGES = /\/(checkout|terms|policy)$/

/** The shared frame: header (back, forward, logo with name, language) and the page area. */
export function PageFrame({ funnel, page, strings, language, onLanguage, t, contentSource, children }: Props) {
  const path = typeof window === 'undefined' ? '' : window.location.pathname
  const background = WHITE_PAGES.test(path) ? '#ffffff' : (page?.background ?? funnel.background)
  return (
    <div className={page?.isInterruptor ? 'frame frame-dark' : 'frame'} style={background ? { background } : undefined} data-content-source={contentSource}>
      <header className="frame-header">
        {NO_BACK.test(path) ? (
          <span className="nav-placeholder" />
        ) : (
          <button type="button" className="nav-button" aria-label={t(strings.back)} onClick={() => window.history.back()}>
            ←
          </button>
        )}
        <span className="logo">{funnel.icon && <span aria-hidden="true">{funnel.icon} </span>}{funnel.name ?? funnel.key}</span>
        <label className="language-switch">
          <span className="visually-hidden">{t(strings.language)}</span>
          <select value={language} onChange={(event) => onLanguage(PAGE_LANGUAGES.find((l) => l === event.target.value) ?? 'en')}>
            {PAGE_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {LANGUAGE_TITLES[code]}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="nav-button" aria-label={t(strings.forward)} onClick={() => window.history.forward()}>
          →
        </button>
      </header>
      <main className="frame-main" lang={language}>
        {children}
      </main>
    </div>
  )
}
