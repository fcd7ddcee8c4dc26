import * as z from 'zod/mini'
import { defineContract } from '../contract'
import { shellFields, pick, pageField } from '../fields'

export const BANNER_KEYS = ['learnByDoing', 'moreThanBookSummaries'] as const

/** The fields the book comparison template reads. */
export const bookComparisonContract = defineContract('bookComparison', 'Book comparison', {
  ...shellFields(),
  ...pick('items'),
  bannerKey: pageField(z.enum(BANNER_KEYS), {
    type: 'string',
    group: 'layout',
    options: { list: BANNER_KEYS },
    description: 'The banner above the comparison',
  }),
})
