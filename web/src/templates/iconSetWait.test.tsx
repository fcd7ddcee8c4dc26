// @vitest-environment jsdom
/**
 * A template that draws icons appears only once its funnel's icon set has loaded, as it appears
 * only once its chunk has: the set is what its icons are drawn from (registry.ts).
 */
import { act, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { questionPages } from '../../../seed/funnels/demo/questions'
import { introPages } from '../../../seed/funnels/demo/intro'
import { sharedOptionSets } from '../../../seed/optionSets'
import { uiStrings } from '../../../seed/uiStrings'
import { loadFunnelIcons } from './loadFunnelIcons'
import { PageTemplate } from './PageTemplate'
import { preloadTemplate } from './registry'
import { copy, seedPage, templateProps, withOptions } from './templateTestKit'
import type { TemplateProps } from './TemplateProps'
import type { RenderPage } from '../content/renderPages'

vi.mock('./loadFunnelIcons', () => ({ loadFunnelIcons: vi.fn() }))

const pages = [...introPages, ...questionPages]

/** A set that loads when the test says. */
function holdSet() {
  let release!: () => void
  vi.mocked(loadFunnelIcons).mockReturnValue(new Promise<void>((resolve) => (release = resolve)))
  return () => act(async () => release())
}

afterEach(() => {
  vi.mocked(loadFunnelIcons).mockReset()
})

describe("a template and its funnel's icon set", () => {
  it("shows a question only once its funnel's set has loaded", async () => {
    const release = holdSet()
    const page = withOptions(seedPage(pages, 'radio-question-basic', 'radioQuestion'), sharedOptionSets)
    const props = templateProps(page, uiStrings, { funnel: { key: 'parenting', basePath: '/parenting' } }) as TemplateProps
    render(
      <Suspense fallback={<p>waiting</p>}>
        <PageTemplate {...props} />
      </Suspense>,
    )
    // Its chunk is here (loaded, and every promise after it settled), the set still held: waiting.
    await act(async () => {
      await import('./radioQuestion/Template')
      for (let turn = 0; turn < 20; turn += 1) await Promise.resolve()
    })
    expect(screen.queryByText('waiting')).not.toBeNull()
    expect(loadFunnelIcons).toHaveBeenCalledWith('parenting')
    await release()
    expect(await screen.findByText(copy(page.options[0]!.label))).not.toBeNull()
  })

  it("loads the next page's set with its chunk when the next page draws icons, and none for one that draws none", () => {
    vi.mocked(loadFunnelIcons).mockResolvedValue()
    preloadTemplate(withOptions(seedPage(pages, 'checkbox-question', 'checkboxQuestion'), sharedOptionSets), 'screendetox')
    expect(vi.mocked(loadFunnelIcons).mock.calls).toEqual([['screendetox']])
    preloadTemplate(seedPage(pages, introPages[0]!.key, 'landing') as RenderPage, 'screendetox')
    expect(vi.mocked(loadFunnelIcons).mock.calls).toEqual([['screendetox']])
  })
})
