// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { screendetoxAbTests, screendetoxOptionSets, screendetoxPages } from '../../../../seed/funnels/screendetox/index'
import { processFunnel } from '../../../../seed/kit/processTestKit'
import { sharedOptionSets } from '../../../../seed/optionSets'
import { uiStrings } from '../../../../seed/uiStrings'
import { answerLabels } from '../../funnel/answerLabels'
import type { Answers } from '../../funnel/answers'
import { copy, seedPage, textQuery, withOptions } from '../templateTestKit'
import { templateTestProps } from '../templateTestProps'
import '../../ui/domTestSupport'
import Paywall from './Template'

const processed = processFunnel(screendetoxPages, screendetoxAbTests)
const packagePage = seedPage(processed, 'complete-package-selection', 'paywall')
// The question pages with their options resolved, as the app hands them to the lookup.
const questions = processed.map((page) => withOptions(page, [...sharedOptionSets, ...screendetoxOptionSets]))
const entries = packagePage.answerProfile!
const optionLabel = (setName: string, key: string) => screendetoxOptionSets.find((set) => set.name === `screendetox.${setName}`)!.options.find((option) => option.key === key)!.label

function show(answers: Answers, language: 'en' | 'pl' = 'en') {
  render(<Paywall {...templateTestProps(packagePage, uiStrings, language, { answers, answerLabels: answerLabels(questions, answers) })} />)
  const profile = screen.getByRole('region', { name: copy(packagePage.profileTitle, language) })
  return (label: (typeof entries)[number]['label']) => within(profile).getByText(textQuery(label, language)).nextElementSibling?.textContent
}

describe("Paywall: the screen-detox profile from the visitor's answers", () => {
  it('without answers every line shows the spec’s fallback default', () => {
    const line = show({})
    for (const entry of entries) expect(line(entry.label)).toBe(copy(entry.fallback))
  })

  it('an answered question shows the chosen options’ labels; the others keep their fallbacks (Polish too)', () => {
    const answers: Answers = { 'screen-time-baseline': [{ key: 'under30min', index: 0 }], 'struggling-areas': [{ key: 'tantrums', index: 0 }, { key: 'bedtimeBattles', index: 3 }] }
    const [screenTime, challenge, hope] = entries
    const line = show(answers, 'pl')
    expect(line(screenTime!.label)).toBe(copy(optionLabel('screenTimeBaseline', 'under30min'), 'pl'))
    expect(line(challenge!.label)).toBe(`${copy(optionLabel('strugglingAreas', 'tantrums'), 'pl')}, ${copy(optionLabel('strugglingAreas', 'bedtimeBattles'), 'pl')}`)
    expect(line(hope!.label)).toBe(copy(hope!.fallback, 'pl'))
  })
})
