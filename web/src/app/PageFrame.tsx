import type { ReactNode } from 'react'
import type { FunnelContent } from '../../../schemas/content/schema'
import type { PageLanguage, Translate } from '../../../schemas/languages'
import { THEME_FONTS } from '../../../schemas/theme/fonts'
import type { ThemeDocument } from '../../../schemas/theme/schema'
import { roleOf } from '../funnel/templateRole'
import { openConsentSettings } from '../platform/consent/consentSettings'
import { FrameIcon } from '../ui/FrameIcon'
import { FunnelLogo, type LogoImage } from '../ui/FunnelLogo'
import { LanguageMenu } from '../ui/LanguageMenu'
import { LanguageMenuLoader, preloadLanguageMenuList } from './LanguageMenuLoader'
import { ProgressBar } from '../ui/ProgressBar'
import { useThemeFont } from '../ui/theme/useThemeFont'
import { themeStyle } from '../ui/theme/themeStyle'
import type { FunnelPage } from './useFunnelPages'

interface Props {
  funnel: FunnelContent['funnel']
  page: FunnelPage | undefined
  strings: FunnelContent['uiStrings']
  language: PageLanguage
  onLanguage: (language: PageLanguage) => void
  t: Translate
  nav: { hasBack: boolean; hasForward: boolean; onBack: () => void; onForward: () => void }
  onLogoTap: () => void
  contentSource: string
  /** The funnel's theme: its tokens go on the frame's root, inline, so the prerendered HTML carries them. */
  theme?: ThemeDocument | null | undefined
  /** The theme's logo, resolved (alt text translated, upload URL built); the funnel's name without one. */
  logo?: LogoImage | undefined
  children: ReactNode
}

/**
 * Spec 2.2: no back arrow on the welcome, register and congratulations pages. Content flags
 * such pages (`hideBackArrow`, set by path in the seed); a template whose role says so (the
 * account and congratulations templates) hides it wherever its path is (deeps' account page is
 * not at /register), since going back would lead into a finished payment or registration.
 */
export function hidesBackArrow(page: Pick<FunnelPage, 'hideBackArrow' | 'componentType'> | undefined): boolean {
  return page?.hideBackArrow === true || roleOf(page?.componentType).hidesBackArrow === true
}

/** The shared frame: header (back, logo, language menu, forward: one row on any phone), progress bar, page area, footer ("Cookie settings"). */
export function PageFrame({ funnel, page, strings, language, onLanguage, t, nav, onLogoTap, contentSource, theme, logo, children }: Props) {
  // The page's own background, else the funnel's (content decides; the legal pages have their own white frame).
  // Either wins over the theme's background, which only sets the token.
  const background = page?.background ?? funnel.background
  const fontReady = useThemeFont(theme?.font, language, page?._id)
  const font = theme && fontReady ? { fontFamily: THEME_FONTS[theme.font].family } : {}
  return (
    <div className={page?.isInterruptor ? 'frame frame-dark' : 'frame'} style={{ ...themeStyle(theme), ...font, ...(background ? { background } : {}) }} data-content-source={contentSource}>
      <header className="frame-header">
        {hidesBackArrow(page) ? (
          <span className="nav-placeholder" />
        ) : (
          <button type="button" className="nav-button" aria-label={t(strings.back)} aria-disabled={!nav.hasBack} onClick={nav.onBack}>
            <FrameIcon name="chevron-left" aria-hidden="true" />
          </button>
        )}
        {/* The hidden debug gesture: seven taps on the logo. Not a control, so not a button. */}
        <span className="logo" onClick={onLogoTap}>
          <FunnelLogo logo={logo} name={funnel.name ?? funnel.key} />
        </span>
        <LanguageMenu label={t(strings.language)} value={language} onChange={onLanguage} List={LanguageMenuLoader} onNear={preloadLanguageMenuList} />
        <button type="button" className="nav-button" aria-label={t(strings.forward)} aria-disabled={!nav.hasForward} onClick={nav.onForward}>
          <FrameIcon name="chevron-right" aria-hidden="true" />
        </button>
      </header>
      {page?.hasProgress && page.progress !== undefined && (
        <div className="frame-progress">
          <ProgressBar value={page.progress} total={page.totalProgress ?? 400} label={t(strings.progress)} />
        </div>
      )}
      <main className="frame-main" lang={language}>
        {children}
      </main>
      {/* In the HTML from the first paint on, for every visitor: it never appears later and moves nothing. */}
      <footer className="frame-footer" lang={language}>
        <button type="button" className="frame-footer-link" onClick={openConsentSettings}>
          {t(strings.cookieSettings)}
        </button>
      </footer>
    </div>
  )
}
