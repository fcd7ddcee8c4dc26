/**
 * The visitor's answer on a post-purchase waiting room: wait for the launch, or ask for a refund
 * (or, for a trial that has charged nothing, cancel it). Raised as a product event once the
 * choice holds (a refund or cancellation once the server has made it) and stored per page (its
 * document id names the funnel and the page) in local storage, so the choice to wait is shown
 * again when the page is opened again; a refund or cancellation is read back from the server's
 * order instead, since only the server knows whether it happened.
 */
import * as z from 'zod/mini'
import { logEvent } from '../../platform/events/events'
import { productEvent } from '../../../../schemas/events/productEvent'
import { createStore } from '../../platform/storage/storage'

export const POST_PURCHASE_CHOICES = ['wait', 'refund', 'cancel'] as const
export type PostPurchaseChoice = (typeof POST_PURCHASE_CHOICES)[number]

const store = createStore('local', 'funnels-post-purchase')
const stored = z.object({ choice: z.enum(POST_PURCHASE_CHOICES), at: z.string() })

/** The choice stored for this page, or undefined (nothing stored, or something unreadable). */
export function readPostPurchaseChoice(pageId: string): PostPurchaseChoice | undefined {
  return store.read(pageId, stored)?.choice
}

/** Stores the choice and raises the event; storage failing loses only the stored copy. */
export function savePostPurchaseChoice(pageId: string, choice: PostPurchaseChoice): void {
  store.write(pageId, { choice, at: new Date().toISOString() })
  logEvent(productEvent('postPurchaseChoice', { value: choice, params: { page: pageId } }))
}
