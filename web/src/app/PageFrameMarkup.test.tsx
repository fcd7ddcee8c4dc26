import { prerender } from 'react-dom/static'
import { describe, expect, it } from 'vitest'
import { screendetoxFunnel, screendetoxPages } from '../../../seed/funnels/screendetox/index'
import { themeOf } from '../../../seed/themes'
import { uiStrings } from '../../../seed/uiStrings'
import { localize } from '../content/localize'
import { resolveLogo } from '../ui/theme/themeLogo'
import { PageFrame } from './PageFrame'
import type { FunnelPage } from './useFunnelPages'

const noop = () => undefined

/** The frame as the build's prerender writes it into the landing's HTML (react-dom/static, as renderPage does). */
async function markup() {
  const theme = themeOf('screendetox')
  const t = (value: Parameters<typeof localize<string>>[0]) => localize(value, 'pl') ?? ''
  const { prelude } = await prerender(
    <PageFrame
      funnel={screendetoxFunnel}
      page={{ ...screendetoxPages[0]!, options: [] } as unknown as FunnelPage}
      strings={uiStrings}
      language="pl"
      onLanguage={noop}
      t={t}
      nav={{ hasBack: false, hasForward: false, onBack: noop, onForward: noop }}
      onLogoTap={noop}
      contentSource="snapshot"
      theme={theme}
      logo={resolveLogo(theme.logo, t, undefined)}
    >
      <p>page</p>
    </PageFrame>,
  )
  return new Response(prelude).text()
}

describe('the frame in the prerendered HTML', () => {
  it('carries the theme\'s tokens inline and its logo, and no web font: nothing but the logo to request before the first paint', async () => {
    const html = await markup()
    const style = /<div class="frame[^"]*" style="([^"]*)"/.exec(html)?.[1] ?? ''
    expect(style).toContain('--color-accent:#23704a')
    expect(style).toContain('--color-highlight:#c2410c')
    expect(style).toContain('--page-background:#f4f7f2')
    expect(style).not.toContain('Nunito Variable')
    expect(html).not.toContain('@font-face')
    expect(html).toMatch(/<img class="logo-image" src="\/images\/screendetox\/logo.svg" alt="Calm Screens" width="136" height="28"/)
  })
})
