import type { OptionSetDocument } from '../schemas/optionSet/schema'
import { keyed, optionSetId, str } from './build'

function optionSet(name: string, options: { key: string; label: ReturnType<typeof str>; emoji?: string }[]): OptionSetDocument {
  return {
    _id: optionSetId(name),
    _type: 'optionSet',
    name,
    options: keyed(options.map((o) => ({ _type: 'option' as const, ...o })), `${name}_`),
  }
}

/** Option sets shared by several funnels (spec section 3). */
export const frequency = optionSet('frequency', [
  { key: 'allTheTime', label: str('All the time', 'Cały czas') },
  { key: 'often', label: str('Often', 'Często') },
  { key: 'sometimes', label: str('Sometimes', 'Czasami') },
  { key: 'rarely', label: str('Rarely', 'Rzadko') },
  { key: 'never', label: str('Never', 'Nigdy') },
])

export const sharedOptionSets = [frequency]
