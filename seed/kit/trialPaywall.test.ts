import { describe, expect, it } from 'vitest'
import { seedDocuments } from '../dataset'
import { TRIAL_BUTTON } from './trialPaywall'

/** Every localized string in a value: an object with an English and a Polish text. */
function* localizedStrings(value: unknown): Generator<{ en: string; pl: string }> {
  if (Array.isArray(value)) for (const item of value) yield* localizedStrings(item)
  else if (value && typeof value === 'object') {
    const { en, pl } = value as { en?: unknown; pl?: unknown }
    if (typeof en === 'string' && typeof pl === 'string') yield { en, pl }
    else for (const child of Object.values(value)) yield* localizedStrings(child)
  }
}

describe('the trial button', () => {
  it('speaks with one voice in Polish across every funnel and the checkout', () => {
    const trialButtons = [...localizedStrings(seedDocuments())].filter(({ en }) => /^start (my|your) (free )?trial\b/i.test(en))
    expect(trialButtons.length).toBeGreaterThan(2)
    for (const button of trialButtons) expect(button.pl, button.en).toBe(TRIAL_BUTTON.pl)
  })
})
