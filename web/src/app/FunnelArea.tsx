import { Suspense, useCallback, useMemo } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { localize } from '../content/localize'
import { renderPages } from '../content/renderPages'
import { useFunnelContent } from '../content/useFunnelContent'
import { nextRoute } from '../funnel/navigation'
import { findPageIndex, pageRoute } from '../funnel/paths'
import { processPages } from '../funnel/processPages'
import { PageTemplate } from '../templates/PageTemplate'
import { Loading } from './Loading'
import { PageFrame } from './PageFrame'
import { useFunnelSession } from './useFunnelSession'
import { useLanguage } from './useLanguage'

/** No A/B assignment yet: every test is at its unassigned state. */
const NO_VARIANTS = {}

/** One funnel: its content, the processed page list, and the page at the current URL. */
export default function FunnelArea({ funnelKey }: { funnelKey: string }) {
  const { content, source } = useFunnelContent(funnelKey)
  const [language, setLanguage] = useLanguage()
  const session = useFunnelSession()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const basePath = content.funnel.basePath

  const pages = useMemo(() => processPages(renderPages(content), NO_VARIANTS, session.answers), [content, session.answers])
  const page = pages[findPageIndex(pages, basePath, pathname)]
  const t = useCallback((value: Parameters<typeof localize<string>>[0]) => localize(value, language) ?? '', [language])
  const onNext = useCallback(() => {
    const route = nextRoute({ funnelKey, basePath, pages }, pathname)
    if (route) navigate(route)
  }, [funnelKey, pages, basePath, pathname, navigate])

  return (
    <PageFrame funnel={content.funnel} page={page} strings={content.uiStrings} language={language} onLanguage={setLanguage} t={t} contentSource={source}>
      {page ? (
        <Suspense fallback={<Loading />}>
          <div key={page._id} className="page-fade">
            <PageTemplate
              page={page}
              language={language}
              strings={content.uiStrings}
              t={t}
              answers={session.answers}
              onAnswer={(items) => session.answer(page.key, items)}
              onEmail={session.setEmail}
              onNext={onNext}
            />
          </div>
        </Suspense>
      ) : (
        <section className="page-body">
          <h1>{t(content.uiStrings.errorTitle)}</h1>
          <p role="alert">This page is not part of the {content.funnel.name ?? funnelKey} funnel.</p>
          {pages[0] && <a href={pageRoute(basePath, pages[0])}>{t(content.uiStrings.continue)}</a>}
        </section>
      )}
    </PageFrame>
  )
}
