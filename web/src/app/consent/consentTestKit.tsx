/**
 * What the consent tests share: the page frame (whose footer holds "Cookie settings") around the
 * consent part under test, as FunnelView renders them on a painted page, and a clean start.
 */
import { cleanup, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, vi } from 'vitest'
import type { Translate } from '../../../../schemas/languages'
import { deepsFunnel } from '../../../../seed/funnels/deeps/index'
import { uiStrings } from '../../../../seed/uiStrings'
import { localize } from '../../content/localize'
import { resetConsentForTests } from '../../platform/consent/consent'
import { PageFrame } from '../PageFrame'

const noop = () => undefined

/** Renders deeps' frame in `language` around the page and what `consent` draws with its translator. */
export function renderFrameWith(consent: (t: Translate) => ReactNode, language: 'en' | 'pl' = 'en') {
  const t = (value: Parameters<typeof localize<string>>[0]) => localize(value, language) ?? ''
  return render(
    <PageFrame
      funnel={deepsFunnel}
      page={undefined}
      strings={uiStrings}
      language={language}
      onLanguage={noop}
      t={t}
      nav={{ hasBack: false, hasForward: false, onBack: noop, onForward: noop }}
      onLogoTap={noop}
      contentSource="snapshot"
    >
      <p>page</p>
      {consent(t)}
    </PageFrame>,
  )
}

/** The banner, if it is on screen. */
export const banner = () => screen.queryByRole('dialog', { name: 'Cookies and your privacy' })

/**
 * Every test starts with no choice stored, at `/`, with the platform's info lines quiet. The test
 * file empties the browser's storage (`clearStorage`): only tests and the storage module touch it.
 */
export function startEachTestUndecided(clearStorage: () => void): void {
  beforeEach(() => {
    clearStorage()
    resetConsentForTests()
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
  })
  afterEach(() => {
    cleanup()
    window.history.replaceState(null, '', '/')
    vi.restoreAllMocks()
  })
}
