import * as z from 'zod/mini'
import { defineContract } from '../contract'
import { pageField, pick, shellFields } from '../fields'

/** Versions of the value-for-money copy (leadership's pricingVersion test). */
export const VERSION_KEYS = ['v1'] as const

/** The fields the end page template reads. */
export const endPageContract = defineContract('endPage', 'End page', {
  ...shellFields(),
  ...pick('footer', 'items', 'body'),
  versionKey: pageField(z.enum(VERSION_KEYS), { type: 'string', group: 'layout', options: { list: VERSION_KEYS } }),
})
