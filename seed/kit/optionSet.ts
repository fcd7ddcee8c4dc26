import type { LocaleString } from '../../schemas/localized/schema'
import type { OptionSetDocument } from '../../schemas/optionSet/schema'
import type { IconName } from '../../schemas/shared/iconNames'
import { keyed } from '../build'
import { optionSetId } from './ids'

export type OptionInput = { key: string; label: LocaleString; icon?: IconName }

/**
 * An option set: id `optionSet.<scope>.<name>` (scope: the funnel, or `shared`), named the same
 * way in Studio. Option keys are the spec's; answers and rules refer to them, never to positions.
 */
export function optionSet(scope: string, name: string, options: OptionInput[]): OptionSetDocument {
  return {
    _id: optionSetId(scope, name),
    _type: 'optionSet',
    name: `${scope}.${name}`,
    options: keyed(
      options.map((option) => ({ _type: 'option' as const, ...option })),
      `${name}_`,
    ),
  }
}

/** The option keys of a set, in order. */
export const optionKeys = (set: OptionSetDocument) => set.options.map((option) => option.key)
