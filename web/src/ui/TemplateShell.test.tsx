// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { resultPages } from '../../../seed/funnels/demo/results'
import { uiStrings } from '../../../seed/uiStrings'
import { PrimaryButton } from './PrimaryButton'
import { TemplateShell } from './TemplateShell'

const pl = (value: { en?: string; pl?: string } | undefined) => value?.pl ?? value?.en ?? ''
const page = resultPages.find((candidate) => candidate.key === 'result')!

describe('TemplateShell', () => {
  it('puts the title, the paragraphs, the content, the action and the footnote in that order', async () => {
    let pressed = 0
    const { container } = render(
      <TemplateShell page={page} t={pl} className="result" titleId="title" action={<PrimaryButton onClick={() => pressed++}>{pl(uiStrings.continue)}</PrimaryButton>} footer={pl(uiStrings.loading)}>
        <ul aria-label={pl(uiStrings.progress)} />
      </TemplateShell>,
    )
    const heading = screen.getByRole('heading', { level: 1, name: pl(page.title) })
    expect(heading.id).toBe('title')
    const section = container.querySelector('section.page-body.result')!
    const order = Array.from(section.children).map((child) => child.tagName)
    expect(order).toEqual(['H1', ...(page.paragraphs ?? []).map(() => 'P'), 'UL', 'BUTTON', 'P'])
    expect(Array.from(section.querySelectorAll('h1 ~ p')).slice(0, -1).map((p) => p.textContent)).toEqual((page.paragraphs ?? []).map(pl))
    expect(section.lastElementChild?.textContent).toBe(pl(uiStrings.loading))
    await userEvent.click(screen.getByRole('button', { name: pl(uiStrings.continue) }))
    expect(pressed).toBe(1)
  })

  it('without a page it leaves the heading to the content (a choice group names the page in its legend)', () => {
    render(<TemplateShell t={pl} className="question" top={<p>{pl(uiStrings.progress)}</p>} />)
    expect(screen.queryByRole('heading')).toBeNull()
    expect(screen.getByText(pl(uiStrings.progress))).toBeTruthy()
  })
})
