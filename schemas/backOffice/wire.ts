/**
 * What the back office's callables take and answer: the visitor's entitlement (a confirmed order
 * or trial, decided by the server's records) and the waiting room's refund request. Shared by
 * the functions (payload parsing) and the browser (answer parsing).
 */
import * as z from 'zod/mini'

import { wireString, wireText } from '../shared/wireFields'

const text = () => z.string().check(z.minLength(1))
const amount = () => z.number().check(z.minimum(0))

export const ORDER_KINDS = ['trial', 'subscription', 'one_time'] as const
export const ORDER_STATUSES = ['confirmed', 'refunded', 'cancelled'] as const

/** getEntitlement payload: the funnel whose purchase pages are being opened. */
export const entitlementRequestSchema = z.object({ onboardingType: wireText(200) })
export type EntitlementRequest = z.infer<typeof entitlementRequestSchema>

/** The caller's own order for the funnel, as the server recorded it. */
export const entitledOrderSchema = z.object({
  kind: z.enum(ORDER_KINDS),
  planId: text(),
  status: z.enum(ORDER_STATUSES),
  /** Charged so far (0 for a trial that has not charged). */
  amount: amount(),
  currency: text(),
  confirmedAt: text(),
  /** The paying customer's address: shown only to the visitor who paid. */
  email: text(),
  /** A refund is offered only for money actually charged. */
  refundable: z.boolean(),
  /** A trial or subscription that can still be cancelled before it charges (again). */
  cancellable: z.boolean(),
})
export type EntitledOrder = z.infer<typeof entitledOrderSchema>

/**
 * getEntitlement answer. `entitled` is true only for a confirmed order or trial of this caller;
 * purchase content (congratulations, registration, post-purchase pages) is shown only then.
 */
export const entitlementAnswerSchema = z.object({
  entitled: z.boolean(),
  order: z.optional(entitledOrderSchema),
  /** The course platform's login, when fulfilment enrolled the buyer. */
  courseLoginUrl: z.optional(z.url()),
})
export type EntitlementAnswer = z.infer<typeof entitlementAnswerSchema>

/** requestRefund payload: the caller's latest confirmed order of this funnel is the one refunded. */
export const refundRequestSchema = z.object({
  onboardingType: wireText(200),
  reason: z.optional(wireString(500)),
})
export type RefundRequest = z.infer<typeof refundRequestSchema>

/**
 * requestRefund answer: `refunded` (money returned through the provider), `cancelled` (a trial or
 * subscription that had charged nothing is cancelled instead), `already` (asked before), or
 * `nothingToRefund` (the caller has no confirmed order).
 */
export const refundAnswerSchema = z.object({
  outcome: z.enum(['refunded', 'cancelled', 'already', 'nothingToRefund']),
  amount: z.optional(amount()),
  currency: z.optional(text()),
})
export type RefundAnswer = z.infer<typeof refundAnswerSchema>

/** waitForLaunch payload: the waiting room's "I will wait" for the caller's latest confirmed order of this funnel. */
export const waitRequestSchema = z.object({ onboardingType: wireText(200) })
export type WaitRequest = z.infer<typeof waitRequestSchema>

/**
 * waitForLaunch answer: `waiting` (the launch notice will be e-mailed when the content marks the
 * product launched; asking again changes nothing) or `nothingToWaitFor` (no confirmed order).
 */
export const waitAnswerSchema = z.object({ outcome: z.enum(['waiting', 'nothingToWaitFor']) })
export type WaitAnswer = z.infer<typeof waitAnswerSchema>
