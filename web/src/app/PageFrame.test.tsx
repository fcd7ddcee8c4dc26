// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { PageDocument } from '../../../schemas/page/schema'
import { deepsFunnel, deepsPages } from '../../../seed/funnels/deeps/index'
import { uiStrings } from '../../../seed/uiStrings'
import { localize } from '../content/localize'
import { hidesBackArrow, PageFrame } from './PageFrame'
import type { FunnelPage } from './useFunnelPages'

const byKey = (key: string): PageDocument => deepsPages.find((page) => page.key === key)!
const asShown = (page: PageDocument): FunnelPage => ({ ...page, options: [] }) as FunnelPage
const noop = () => undefined

function showFrame(page: PageDocument) {
  render(
    <PageFrame
      funnel={deepsFunnel}
      page={asShown(page)}
      strings={uiStrings}
      language="en"
      onLanguage={noop}
      t={(value) => localize(value, 'en') ?? ''}
      nav={{ hasBack: true, hasForward: false, onBack: noop, onForward: noop }}
      onLogoTap={noop}
      contentSource="snapshot"
    >
      <p>page</p>
    </PageFrame>,
  )
  return screen.queryByRole('button', { name: 'Back' })
}

afterEach(cleanup)

describe('the back arrow (spec 2.2)', () => {
  it('shows on an ordinary page', () => {
    expect(showFrame(byKey('age'))).not.toBeNull()
  })

  it('is hidden on the account page wherever its path is (deeps: create-account, with no flag)', () => {
    const account = byKey('registration')
    expect(account).toMatchObject({ path: 'create-account', componentType: 'registration' })
    expect(account.hideBackArrow).toBeUndefined()
    expect(showFrame(account)).toBeNull()
  })

  it('is hidden on congratulations pages, flagged or not, and on pages the content flags (welcome, register)', () => {
    const { hideBackArrow: _flag, ...congrats } = byKey('congrats')
    expect(showFrame(congrats as PageDocument)).toBeNull()
    cleanup()
    expect(showFrame(byKey('welcome'))).toBeNull()
    cleanup()
    expect(showFrame(byKey('emailPage'))).toBeNull()
  })

  it('hidesBackArrow: the flag, or the registration and congratulations templates', () => {
    expect(hidesBackArrow(undefined)).toBe(false)
    expect(hidesBackArrow({ componentType: 'radioQuestion' })).toBe(false)
    expect(hidesBackArrow({ componentType: 'radioQuestion', hideBackArrow: true })).toBe(true)
    expect(hidesBackArrow({ componentType: 'registration' })).toBe(true)
    expect(hidesBackArrow({ componentType: 'congrats', hideBackArrow: false })).toBe(true)
  })
})
