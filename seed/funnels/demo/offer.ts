/** Offer pages: calculation, social proof, reviews, end pages, paywall, obstacle and tweet interstitials. */
import type { PageDocument } from '../../../schemas/page/schema'

export const offerPages: PageDocument[] = []
