import * as z from 'zod/mini'
import { defineContract } from '../contract'
import { pageField, pick, shellFields } from '../fields'

/** How the promise shows its items: cards (two per row on wider screens, the default) or a compact checked list. */
export const PROMISE_LAYOUTS = ['cards', 'list'] as const

/** The fields the promise template reads. */
export const promiseContract = defineContract('promise', 'Promise', {
  ...shellFields(),
  ...pick('footer', 'items'),
  layout: pageField(z.enum(PROMISE_LAYOUTS), {
    type: 'string',
    group: 'layout',
    options: { list: PROMISE_LAYOUTS },
    description: 'cards (the default): benefit cards, two per row; list: a compact checked list',
  }),
})
