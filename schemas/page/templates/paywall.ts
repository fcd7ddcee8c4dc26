import * as z from 'zod/mini'
import { defineContract } from '../contract'
import { localePortableTextSchema, localeStringSchema } from '../../localized/schema'
import { pageItemSchema, paywallSchema, profileEntrySchema } from '../blocks/schema'
import { shellFields, pick, pageField } from '../fields'
import { CHECKOUT_TYPES } from '../../payments/checkoutTypes'
import { role } from './paywall.role'

/** freeTrial: trial days and the trial timeline; discount: a discounted subscription (deeps). */
export const PAYWALL_TYPES = ['freeTrial', 'discount'] as const
export const BENEFITS_KEYS = ['simplified', 'simplified80Summaries'] as const
/** What the paywall shows first: the visitor's profile (their result) or the plan cards. */
export const SECTION_ORDERS = ['profileFirst', 'planFirst'] as const

/** How the reservation countdown looks: urgent (danger colour, large) or soft (quiet). */
export const TIMER_STYLES = ['urgent', 'soft'] as const
/** How much a plan card shows: detailed (with its features) or simplified (name and price). */
export const PLAN_STYLES = ['detailed', 'simplified'] as const
/** Where the visitor pays: on the hosted checkout page, or inline (the card form on the checkout route). */

/** The fields the paywall template reads. */
export const paywallContract = defineContract('paywall', 'Paywall', {
  ...shellFields(),
  ...pick('footer', 'items', 'resultScoring', 'images', 'imagePlacement'),
  benefitsTitle: pageField(localeStringSchema, {
    type: 'localeString',
    group: 'copy',
    description: 'Heading of the benefits list (the items)',
  }),
  profileTitle: pageField(localeStringSchema, {
    type: 'localeString',
    group: 'copy',
    description: "Heading of the visitor's profile: the outcome the result scoring gives their answers",
  }),
  finePrint: pageField(localePortableTextSchema, {
    type: 'localePortableText',
    group: 'copy',
    description: 'Rich text under the button, after the footer: terms with bold and links',
  }),
  trialTitle: pageField(localeStringSchema, { type: 'localeString', group: 'copy', description: 'Heading of the trial timeline' }),
  trialSteps: pageField(z.array(pageItemSchema), {
    type: 'array',
    group: 'copy',
    of: [{ type: 'pageItem' }],
    description: 'The trial timeline, step by step',
  }),
  answerProfile: pageField(z.array(profileEntrySchema), {
    type: 'array',
    group: 'copy',
    of: [{ type: 'profileEntry' }],
    description: "The visitor's profile from their answers (with fallbacks), shown in the profile slot under profileTitle",
  }),
  sectionOrder: pageField(z.enum(SECTION_ORDERS), { type: 'string', group: 'layout', options: { list: SECTION_ORDERS } }),
  paywall: pageField(paywallSchema, { type: 'paywall', group: 'copy' }),
  paywallType: pageField(z.enum(PAYWALL_TYPES), { type: 'string', group: 'layout', options: { list: PAYWALL_TYPES } }),
  discountPercent: pageField(z.number().check(z.minimum(0), z.maximum(100)), {
    type: 'number',
    group: 'layout',
    description: 'Shown on every plan card',
  }),
  timerStyle: pageField(z.enum(TIMER_STYLES), { type: 'string', group: 'layout', options: { list: TIMER_STYLES } }),
  planStyle: pageField(z.enum(PLAN_STYLES), {
    type: 'string',
    group: 'layout',
    options: { list: PLAN_STYLES },
    description: 'detailed (the default) lists each plan\'s features; simplified shows name and price only',
  }),
  benefitsKey: pageField(z.enum(BENEFITS_KEYS), { type: 'string', group: 'layout', options: { list: BENEFITS_KEYS } }),
  pricingSet: pageField(z.string().check(z.minLength(1)), {
    type: 'string',
    group: 'layout',
    description: "The price set the pricing lookup and checkout ask for ('default' when empty); A/B tests set it per variant",
  }),
  checkoutType: pageField(z.enum(CHECKOUT_TYPES), {
    type: 'string',
    group: 'layout',
    options: { list: CHECKOUT_TYPES },
    description: "checkout (the default): the provider's hosted checkout page; inline: the card form on the checkout route. Sent to checkout in the metadata",
  }),
  productFormat: pageField(z.string().check(z.minLength(1)), {
    type: 'string',
    group: 'layout',
    description: 'The one-time product format this page sells (parentingexp); sent as productInfo with the pricing and checkout calls',
  }),
}, role)
