import * as z from 'zod/mini'
import { localeStringSchema } from '../../localized/schema'
import { defineContract } from '../contract'
import { shellFields, pick, pageField } from '../fields'

/** The main button's colour: the accent (default) or a warm orange (an A/B test's variant). */
export const LANDING_BUTTON_COLORS = ['default', 'orange'] as const

/** The fields the landing template reads. */
export const landingContract = defineContract('landing', 'Landing', {
  ...shellFields(),
  ...pick('footer', 'images', 'imagePlacement', 'optionSet', 'stickyAction'),
  hint: pageField(localeStringSchema, {
    type: 'localeString',
    group: 'copy',
    maxLength: 60,
    description: 'A short line under the main button, such as how long the quiz takes',
  }),
  hideHint: pageField(z.boolean(), { type: 'boolean', group: 'layout', description: 'Hide the hint (a rule can set this for an A/B variant)' }),
  buttonColor: pageField(z.enum(LANDING_BUTTON_COLORS), {
    type: 'string',
    group: 'layout',
    options: { list: LANDING_BUTTON_COLORS },
    description: 'The colour of the main button and the choice buttons',
  }),
})
