import { render } from '@testing-library/react'
import type { ComponentProps } from 'react'
import { deepsFunnel, deepsPages } from '../../../seed/funnels/deeps/index'
import { uiStrings } from '../../../seed/uiStrings'
import type { PageDocument } from '../../../schemas/page/schema'
import { localize } from '../content/localize'
import { PageFrame } from './PageFrame'
import type { FunnelPage } from './useFunnelPages'

const noop = () => undefined

/** A deeps page as the frame receives it (its options resolved; none needed here). */
export const deepsPageShown = (key: string): FunnelPage => ({ ...deepsPages.find((page) => page.key === key)!, options: [] }) as unknown as FunnelPage

export const asShown = (page: PageDocument): FunnelPage => ({ ...page, options: [] }) as unknown as FunnelPage

/** Renders deeps' frame in English around a placeholder page; any prop may be replaced. Returns the frame's root. */
export function renderFrame(props: Partial<ComponentProps<typeof PageFrame>> = {}): HTMLElement {
  const { container } = render(
    <PageFrame
      funnel={deepsFunnel}
      page={deepsPageShown('age')}
      strings={uiStrings}
      language="en"
      onLanguage={noop}
      t={(value) => localize(value, 'en') ?? ''}
      nav={{ hasBack: true, hasForward: false, onBack: noop, onForward: noop }}
      onLogoTap={noop}
      contentSource="snapshot"
      {...props}
    >
      <p>page</p>
    </PageFrame>,
  )
  return container.querySelector<HTMLElement>('.frame')!
}
