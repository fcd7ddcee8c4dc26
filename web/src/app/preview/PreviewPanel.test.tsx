// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { funnelContentSchema, type FunnelContent } from '../../../../schemas/content/schema'
import { FUNNEL_CONTENT_QUERY } from '../../../../schemas/funnel/queries'
import type { PageLanguage } from '../../../../schemas/languages'
import type { DocumentIssue } from '../../../../schemas/content/validateDocument'
import { seedSource } from '../../../../scripts/contentSource'
import type { Variants } from '../../funnel/answers'
import { PreviewPanel } from './PreviewPanel'

const demo = async (): Promise<FunnelContent> => funnelContentSchema.parse(await seedSource().fetch(FUNNEL_CONTENT_QUERY, { key: 'demo' }))

/** The panel over a walk whose language and variants it changes, shown beside it. */
function Walk({ content, issues = [], onLeave = () => {} }: { content: FunnelContent; issues?: DocumentIssue[]; onLeave?: () => void }) {
  const [language, setLanguage] = useState<PageLanguage>('en')
  const [variants, setVariants] = useState<Variants>({ demoInterstitialsKey: 'story' })
  const setVariant = (testKey: string, value: string) => {
    setVariants({ ...variants, [testKey]: value })
    return true
  }
  return (
    <>
      <p data-testid="walk">{`${language} ${JSON.stringify(variants)}`}</p>
      <PreviewPanel controls={{ content, pages: [], variants, setVariant, language, setLanguage }} issues={issues} connected onLeave={onLeave} />
    </>
  )
}

describe('PreviewPanel', () => {
  it('switches the language and any variant of every test of the funnel', async () => {
    const content = await demo()
    render(<Walk content={content} />)
    const panel = screen.getByRole('complementary', { name: 'Preview' })
    expect(within(panel).getByTitle('Drafts from the Studio, as they are typed').textContent).toBe('drafts')
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'Preview language' }), 'Polski')
    expect(screen.getByTestId('walk').textContent).toMatch(/^pl /)

    await userEvent.click(within(panel).getByRole('button', { name: 'A/B variants' }))
    const tests = content.abTests.map((test) => within(panel).getByRole('combobox', { name: new RegExp(test.key) }))
    expect(tests).toHaveLength(content.abTests.length)
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: /demoInterstitialsKey/ }), 'facts')
    expect(screen.getByTestId('walk').textContent).toContain('"demoInterstitialsKey":"facts"')
  })

  it('lists the documents whose draft cannot be shown, and leaves preview', async () => {
    const onLeave = vi.fn()
    render(<Walk content={await demo()} issues={[{ documentId: 'page.demo.demoLanding', path: 'title.en', message: 'Required' }]} onLeave={onLeave} />)
    await userEvent.click(screen.getByRole('button', { name: /1 problem/ }))
    const problems = screen.getByRole('region', { name: 'Content problems' })
    expect(within(problems).getByRole('listitem').textContent).toContain('page.demo.demoLanding')
    await userEvent.click(screen.getByRole('button', { name: 'Leave preview' }))
    expect(onLeave).toHaveBeenCalledOnce()
  })
})
