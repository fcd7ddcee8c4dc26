// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { gender } from '../../../seed/optionSets'
import { uiStrings } from '../../../seed/uiStrings'
import { ChoiceButtons } from './ChoiceButtons'

const en = (value: { en?: string } | undefined) => value?.en ?? ''

function renderButtons() {
  const chosen: [string, number][] = []
  render(
    <>
      <p id="prompt">{en(uiStrings.continue)}</p>
      <ChoiceButtons options={gender.options} labelledBy="prompt" renderLabel={(option) => en(option.label)} onChoose={(option, index) => chosen.push([option.key, index])} />
    </>,
  )
  return chosen
}

describe('ChoiceButtons', () => {
  it('offers a button per option in a group named by the prompt', () => {
    renderButtons()
    const group = screen.getByRole('group', { name: en(uiStrings.continue) })
    expect(group.querySelectorAll('button')).toHaveLength(gender.options.length)
    for (const option of gender.options) expect(screen.getByRole('button', { name: en(option.label) }).getAttribute('type')).toBe('button')
  })

  it('a press by pointer or keyboard chooses the option with its index', async () => {
    const chosen = renderButtons()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: en(gender.options[1]!.label) }))
    screen.getByRole('button', { name: en(gender.options[2]!.label) }).focus()
    await user.keyboard('{Enter}')
    expect(chosen).toEqual([
      [gender.options[1]!.key, 1],
      [gender.options[2]!.key, 2],
    ])
  })
})
