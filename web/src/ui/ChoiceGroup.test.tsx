// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { introPages } from '../../../seed/funnels/demo/intro'
import { sharedOptionSets } from '../../../seed/optionSets'
import { uiStrings } from '../../../seed/uiStrings'
import { ChoiceGroup } from './ChoiceGroup'
import './domTestSupport'

const en = (value: { en?: string } | undefined) => value?.en ?? ''
const page = introPages.find((candidate) => candidate.key === 'radio-question-basic')!
const setId = 'optionSet' in page ? page.optionSet?._ref : undefined
const options = sharedOptionSets.find((set) => set._id === setId)!.options
type Option = (typeof options)[number]

/** A group as a template uses it, with its choice kept in state; returns what it was asked. */
function renderGroup(type: 'radio' | 'checkbox', staysOn?: (option: Option) => boolean) {
  const calls = { chosen: [] as string[], advanced: 0 }
  function Group() {
    const [chosen, setChosen] = useState<string[]>([])
    return (
      <ChoiceGroup
        type={type}
        name={page.key}
        page={page}
        t={en}
        options={options}
        isChosen={(option) => chosen.includes(option.key)}
        onChoose={(option) => {
          calls.chosen.push(option.key)
          setChosen((current) => (type === 'radio' ? [option.key] : current.includes(option.key) ? current.filter((key) => key !== option.key) : [...current, option.key]))
        }}
        onAdvance={type === 'radio' ? () => calls.advanced++ : undefined}
        staysOn={staysOn}
        describedBy="hint"
        intro={<p id="hint">{en(uiStrings.chooseAsMany)}</p>}
        optionClassName="option-card"
        renderLabel={(option) => <span>{en(option.label)}</span>}
      />
    )
  }
  render(<Group />)
  return calls
}

const label = (index: number) => en(options[index]!.label)

describe('ChoiceGroup', () => {
  it('is one group named by the page title and described by its intro, an input per option named by its label', () => {
    renderGroup('radio')
    const group = screen.getByRole('group', { name: en(page.title), description: en(uiStrings.chooseAsMany) })
    expect(group.tagName).toBe('FIELDSET')
    expect(screen.getByRole('heading', { level: 1, name: en(page.title) })).toBeTruthy()
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('name'))).toEqual(options.map(() => page.key))
    for (const option of options) expect(screen.getByRole('radio', { name: en(option.label) })).toBeTruthy()
  })

  it('a pointer choice answers and moves on', async () => {
    const calls = renderGroup('radio')
    await userEvent.click(screen.getByRole('radio', { name: label(1) }))
    expect(calls).toEqual({ chosen: [options[1]!.key], advanced: 1 })
    expect((screen.getByRole('radio', { name: label(1) }) as HTMLInputElement).checked).toBe(true)
  })

  it('a keyboard choice answers and waits: arrow keys walk the options, nothing moves on', async () => {
    const calls = renderGroup('radio')
    const user = userEvent.setup()
    await user.click(screen.getByRole('radio', { name: label(0) }))
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(calls.chosen).toEqual([options[0]!.key, options[1]!.key, options[2]!.key])
    expect(calls.advanced).toBe(1)
    expect(screen.getByRole('radio', { name: label(2) })).toBe(document.activeElement)
    expect((screen.getByRole('radio', { name: label(2) }) as HTMLInputElement).checked).toBe(true)
  })

  it('a pointer choice of an option that has something to read stays', async () => {
    const calls = renderGroup('radio', (option) => option.key === options[3]!.key)
    await userEvent.click(screen.getByRole('radio', { name: label(3) }))
    expect(calls).toEqual({ chosen: [options[3]!.key], advanced: 0 })
    await userEvent.click(screen.getByRole('radio', { name: label(4) }))
    expect(calls.advanced).toBe(1)
  })

  it('checkboxes toggle by pointer and space bar and never move on', async () => {
    const calls = renderGroup('checkbox')
    const user = userEvent.setup()
    await user.click(screen.getByRole('checkbox', { name: label(0) }))
    await user.click(screen.getByRole('checkbox', { name: label(2) }))
    await user.keyboard(' ')
    expect(calls).toEqual({ chosen: [options[0]!.key, options[2]!.key, options[2]!.key], advanced: 0 })
    const checked = screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)
    expect(checked.map((box) => (box as HTMLInputElement).value)).toEqual([options[0]!.key])
  })
})
