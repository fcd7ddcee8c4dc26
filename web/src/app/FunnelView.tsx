import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { useLocation, useNavigate } from '../platform/router/Router'
import type { FunnelContent } from '../../../schemas/content/schema'
import type { PageLanguage, Translate } from '../../../schemas/languages'
import { localize } from '../content/localize'
import type { ContentSource } from '../content/useFunnelContent'
import { createAnswerLog } from '../funnel/answerLog'
import type { Variants } from '../funnel/answers'
import { storyPosition } from '../funnel/storyPosition'
import { backOverride, direction, isCheckoutPath, nextRoute, type FunnelPlace } from '../funnel/navigation'
import { findPageIndex, pageRoute } from '../funnel/paths'
import { pricesQuotedBy } from '../funnel/pricedCopy'
import { isPurchaseOnlyPage, paywallRoute } from '../funnel/purchasePages'
import { createTapCounter } from '../funnel/tapCounter'
import { testsReadAt } from '../funnel/testsRead'
import { logEvent } from '../platform/events/events'
import { productEvent } from '../../../schemas/events/productEvent'
import { emailProvidedEvent } from '../platform/events/emailProvided'
import { resultNameOf } from '../checkout/page/resultName'
import { sanityImageProject } from '../platform/sanity'
import { markTester } from '../platform/visitor/tester'
import { PageTemplate } from '../templates/PageTemplate'
import { SanityImageProjectContext } from '../ui/sanityImageProject'
import { FirstScreenContext } from '../ui/firstScreen'
import { resolveLogo } from '../ui/theme/themeLogo'
import { AfterPageShown } from './AfterPageShown'
import { Loading } from './Loading'
import { PageFrame } from './PageFrame'
import { useFunnelPages, type FunnelPage } from './useFunnelPages'
import { useFunnelSession } from './useFunnelSession'
import { usePageVisit } from './usePageVisit'
import { useHistoryNav } from './useHistoryNav'
import { useLanguage } from './useLanguage'
import { usePreloadImages } from './usePreloadImages'
import { inputTime } from '../platform/boot/earlyInput'
import { retryingImport } from '../platform/boot/retryingImport'
import { consentBannerNeeded, whenFirstPagePainted } from '../platform/boot/platformBoot'
import { ConsentGate } from './consent/ConsentGate'

const DebugPanel = lazy(retryingImport(() => import('./debug/DebugPanel')))
// The consent banner is no part of the first paint, and most visitors never see it: its code
// loads once the page is on screen and only when the banner shows (ConsentGate).
const loadConsentHost = retryingImport(() => import('./consent/ConsentHost'))
// Checkout (and Stripe with it) loads only when a checkout URL is shown, never with the landing.
const CheckoutPage = lazy(retryingImport(() => import('../checkout/page/CheckoutPage')))
// Purchase pages ask the server first; the gate loads with them, never with the landing.
const PurchaseGate = lazy(retryingImport(() => import('../checkout/entitlement/PurchaseGate')))
// Pages that quote prices (a money page before the paywall) ask the server first, with their own code.
const PricedCopy = lazy(retryingImport(() => import('../checkout/pricing/PricedCopy')))
// A URL that names no page of this visitor's funnel (a page their variants removed, a stale
// link) is rare: what leads on from it loads only then, never with the landing.
const PageNotShown = lazy(retryingImport(() => import('./PageNotShown').then(({ PageNotShown }) => ({ default: PageNotShown }))))

/** What a view shown over the funnel (the Studio preview's panel) may read and change. */
export interface FunnelControls {
  content: FunnelContent
  pages: readonly FunnelPage[]
  variants: Variants
  setVariant: (testKey: string, value: string) => boolean
  language: PageLanguage
  setLanguage: (language: PageLanguage) => void
}

interface Props {
  funnelKey: string
  content: FunnelContent
  /** Where the content came from, shown on the frame for tests and support. */
  source: ContentSource | 'preview'
  /** Called on the first answer: from then on the session's content version is fixed. */
  fixVersion: () => void
  /** Drawn after the frame with the walk's language and variants (the preview panel). */
  overlay?: (controls: FunnelControls) => ReactNode
}

/**
 * One funnel as the visitor walks it: the processed page list and the page at the current URL.
 * It takes its content as props, so the visitor's area (snapshot and live revalidation) and
 * the Studio preview (drafts pushed from the Studio) render the same walk.
 */
export function FunnelView({ funnelKey, content, source, fixVersion, overlay }: Props) {
  const [language, setLanguage] = useLanguage()
  const session = useFunnelSession(funnelKey)
  const { sourcePages, pages, variants, setVariant, answers, answerLabels } = useFunnelPages(content, session.answers)
  const history = useHistoryNav()
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const [debugOpen, setDebugOpen] = useState(false)
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let live = true
    void whenFirstPagePainted().then(() => live && setPainted(true))
    return () => {
      live = false
    }
  }, [])
  const [tapLogo] = useState(() => createTapCounter(inputTime))
  // One 'Answered Quiz Question' per page, sent when the visitor moves on (not per toggle).
  const [answerLog] = useState(() =>
    createAnswerLog((key, items) => logEvent(productEvent('answeredQuizQuestion', key, { value: items.map((item) => item.key).join(',') }))),
  )
  const [shownPath, setShownPath] = useState(pathname)
  const [movement, setMovement] = useState<'forward' | 'back'>('forward')
  // The first page of a visit is already on screen (the landing is in the HTML): it does not
  // fade in. Every page after a navigation keeps the 700 ms fade (spec 2.4).
  const [navigated, setNavigated] = useState(false)

  const basePath = content.funnel.basePath
  const place: FunnelPlace = { funnelKey, basePath, pages }
  const index = findPageIndex(pages, basePath, pathname)
  const page = pages[index]
  const testsRead = useMemo(() => testsReadAt(sourcePages, pages, index), [sourcePages, pages, index])
  usePageVisit(funnelKey, `${pathname}${search}`, page?.key, testsRead, variants)
  if (shownPath !== pathname) {
    // The transition's direction follows the two pages' order (spec 2.4).
    setMovement(direction(place, shownPath, pathname))
    setShownPath(pathname)
    setNavigated(true)
  }

  usePreloadImages(page?.nextImages)

  const t = useCallback((value: Parameters<typeof localize<string>>[0]) => localize(value, language) ?? '', [language])
  const goNext = () => {
    const route = nextRoute(place, pathname)
    if (!route) return
    if (page) answerLog.leave(page.key)
    navigate(route)
  }
  const goBack = () => {
    const override = backOverride(place, pathname)
    if (override) navigate(override)
    else if (history.hasBack) navigate(-1)
    else console.error(`ERROR @NavigationUtils no back page before ${pathname}`)
  }
  const goForward = () => {
    if (history.hasForward) {
      if (page) answerLog.leave(page.key)
      navigate(1)
    } else console.error(`ERROR @NavigationUtils no forward page after ${pathname}`)
  }
  const onLogoTap = () => {
    if (!tapLogo()) return
    markTester()
    setDebugOpen(true)
  }

  // The address is stored, and 'Email provided' carries what the results e-mail needs.
  const provideEmail = (email: string) => {
    session.setEmail(email)
    logEvent(emailProvidedEvent(email, { language, resultName: resultNameOf(pages, answers, t) }))
  }

  // Purchase content only for a buyer the server knows; the Studio preview shows it as content.
  const purchaseOnly = page !== undefined && source !== 'preview' && isPurchaseOnlyPage(page, pages)
  const renderTemplate = (pageT: Translate) =>
    page && (
      <PageTemplate
        page={page}
        story={storyPosition(pages, index)}
        language={language}
        strings={content.uiStrings}
        t={pageT}
        answers={answers}
        answerLabels={answerLabels}
        onAnswer={(items) => {
          fixVersion()
          session.answer(page.key, items)
          answerLog.answer(page.key, items)
        }}
        funnel={{ key: funnelKey, basePath }}
        email={session.email}
        variants={variants}
        onNavigate={(to) => navigate(to)}
        onEmail={provideEmail}
        onNext={goNext}
        onBack={goBack}
      />
    )
  const quotedPaywall = useMemo(() => pricesQuotedBy(pages, index), [pages, index])
  const template = quotedPaywall ? (
    <PricedCopy paywall={quotedPaywall} funnelKey={funnelKey} language={language} t={t}>
      {renderTemplate}
    </PricedCopy>
  ) : (
    renderTemplate(t)
  )

  return (
    <SanityImageProjectContext value={sanityImageProject}>
      <PageFrame
        funnel={content.funnel}
        page={page}
        strings={content.uiStrings}
        language={language}
        onLanguage={setLanguage}
        t={t}
        nav={{ ...history, onBack: goBack, onForward: goForward }}
        onLogoTap={onLogoTap}
        contentSource={source}
        theme={content.theme}
        logo={resolveLogo(content.theme?.logo, t, sanityImageProject)}
      >
        {isCheckoutPath(pathname) ? (
          <Suspense fallback={<Loading />}>
            <CheckoutPage
              funnel={{ key: funnelKey, basePath, name: content.funnel.name ?? funnelKey }}
              pages={pages}
              answers={answers}
              email={session.email}
              onEmail={provideEmail}
              language={language}
              strings={content.uiStrings}
              t={t}
            />
            {/* Opened by its link (the provider's return is prerendered), it is the visit's first page: input noted before the app arrived is done again, and the platform starts. */}
            <AfterPageShown next={undefined} funnelKey={funnelKey} />
          </Suspense>
        ) : page ? (
          <Suspense fallback={<Loading />}>
            <FirstScreenContext value={!navigated}>
              <div key={page._id} className={navigated ? 'page page-fade' : 'page'} data-direction={movement} data-page-path={pageRoute(basePath, page)}>
                {purchaseOnly ? (
                  <PurchaseGate
                    onboardingType={funnelKey}
                    paywallRoute={paywallRoute(basePath, pages)}
                    onNavigate={(to) => navigate(to)}
                    loading={<Loading />}
                    strings={content.uiStrings}
                    t={t}
                  >
                    {template}
                  </PurchaseGate>
                ) : (
                  template
                )}
                <AfterPageShown next={pages[index + 1]} funnelKey={funnelKey} />
              </div>
            </FirstScreenContext>
          </Suspense>
        ) : (
          <Suspense fallback={<Loading />}>
            <PageNotShown content={content} pages={pages} pathname={pathname} t={t} />
          </Suspense>
        )}
        {painted && source !== 'preview' && (
          <ConsentGate strings={content.uiStrings} t={t} bannerNeeded={consentBannerNeeded} loadHost={loadConsentHost} />
        )}
        {debugOpen && (
          <Suspense fallback={null}>
            <DebugPanel content={content} pages={pages} variants={variants} onVariant={setVariant} onClose={() => setDebugOpen(false)} />
          </Suspense>
        )}
      </PageFrame>
      {overlay?.({ content, pages, variants, setVariant, language, setLanguage })}
    </SanityImageProjectContext>
  )
}
