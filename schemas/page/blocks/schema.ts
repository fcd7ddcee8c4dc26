/**
 * Content blocks that page templates read beyond title and paragraphs: list items, reviews,
 * chart data, expert metadata, plans, empathy and option info, answer-driven variants,
 * calculation steps. Each is optional on the page; a template documents which ones it uses.
 */
import * as z from 'zod/mini'
import { localePortableTextSchema, localeStringSchema, localeTextSchema } from '../../localized/schema'
import { iconNameSchema } from '../../shared/iconNames'
import { nonEmptyString } from '../../shared/schema'
import { pageImageSchema } from '../pageImage'

const keyed = { _key: z.string() }
const count = () => z.int().check(z.minimum(0))

/** A generic list entry: benefits, steps, books, stats, obstacles, timeline entries. */
export const pageItemSchema = z.object({
  _type: z.literal('pageItem'),
  ...keyed,
  title: localeStringSchema,
  text: z.optional(localeTextSchema),
  icon: z.optional(iconNameSchema),
  value: z.optional(z.number()),
  image: z.optional(pageImageSchema),
})

/** A review in the style of a tweet or a store review (spec: user, handle, content, time, counts). */
export const reviewSchema = z.object({
  _type: z.literal('review'),
  ...keyed,
  user: nonEmptyString(),
  handle: z.optional(z.string()),
  content: localeTextSchema,
  time: z.optional(localeStringSchema),
  comments: z.optional(count()),
  retweets: z.optional(count()),
  likes: z.optional(count()),
  rating: z.optional(z.number().check(z.minimum(1), z.maximum(5))),
})

export const chartPointSchema = z.object({ _type: z.literal('chartPoint'), ...keyed, label: localeStringSchema, value: z.number() })

/** Data for charts and graphs; `episodes` is the plan graph's length (20 in the spec). */
export const chartSchema = z.object({
  _type: z.literal('chart'),
  points: z.optional(z.array(chartPointSchema)),
  unit: z.optional(localeStringSchema),
  episodes: z.optional(z.int().check(z.minimum(1))),
  highlight: z.optional(localeStringSchema),
})

/** Expert metadata (spec document 2, section 3). */
export const expertSchema = z.object({
  _type: z.literal('expert'),
  expertName: nonEmptyString(),
  expertTitle: localeStringSchema,
  methodName: z.optional(localeStringSchema),
  targetAudience: z.optional(localeStringSchema),
  programDuration: z.optional(localeStringSchema),
  guaranteePeriod: z.optional(localeStringSchema),
  successRate: z.optional(z.number().check(z.minimum(0), z.maximum(100))),
  familiesHelped: z.optional(count()),
  photo: z.optional(pageImageSchema),
})

export const PLAN_INTERVALS = ['month', 'year', 'once'] as const
export const PLAN_BADGES = ['mostPopular', 'bestValue'] as const
export const TIMER_TEXTS = ['planReserved', 'limitedTimeOffer'] as const

/**
 * A plan or package on the paywall: its card's copy. Its price, currency and any struck price are
 * the server's (the price catalogue), never the content's.
 */
export const planSchema = z.object({
  _type: z.literal('plan'),
  ...keyed,
  id: nonEmptyString(),
  name: localeStringSchema,
  interval: z.enum(PLAN_INTERVALS),
  trialDays: z.optional(count()),
  badge: z.optional(z.enum(PLAN_BADGES)),
  features: z.optional(z.array(z.extend(localeStringSchema, keyed))),
})

export const paywallSchema = z.object({
  _type: z.literal('paywall'),
  plans: z.array(planSchema).check(z.minLength(1)),
  countdownMinutes: z.optional(z.int().check(z.minimum(1))),
  timerText: z.optional(z.enum(TIMER_TEXTS)),
  showTrialTimeline: z.optional(z.boolean()),
})

/** Info shown under a 1-5 scale answer whose index falls in [rangeStart, rangeEnd] (0-2 and 3-4). */
export const empathyRangeSchema = z.object({
  _type: z.literal('empathyRange'),
  ...keyed,
  rangeStart: z.int().check(z.minimum(0), z.maximum(4)),
  rangeEnd: z.int().check(z.minimum(0), z.maximum(4)),
  title: localeStringSchema,
  content: localeTextSchema,
})

/** Info shown when a given option is chosen. */
export const optionInfoSchema = z.object({ _type: z.literal('optionInfo'), ...keyed, optionKey: nonEmptyString(), title: localeStringSchema, content: localeTextSchema })

/**
 * One line of the visitor's profile: the labels of their answer to `questionKey`, or the
 * `fallback` when they have not answered it (spec 2: the screen-detox profile's defaults).
 */
export const profileEntrySchema = z.object({
  _type: z.literal('profileEntry'),
  ...keyed,
  label: localeStringSchema,
  questionKey: nonEmptyString(),
  fallback: localeStringSchema,
})

export const scaleLabelsSchema = z.object({ _type: z.literal('scaleLabels'), low: localeStringSchema, high: localeStringSchema })

/** The yes/no question after a calculation. */
export const confirmSchema = z.object({ _type: z.literal('confirm'), question: localeStringSchema, yes: localeStringSchema, no: localeStringSchema })

export const storeRatingsSchema = z.object({
  _type: z.literal('storeRatings'),
  appStore: z.optional(z.number().check(z.minimum(1), z.maximum(5))),
  playStore: z.optional(z.number().check(z.minimum(1), z.maximum(5))),
  reviewsCount: z.optional(localeStringSchema),
})

export const outcomeSchema = z.object({ _type: z.literal('outcome'), ...keyed, key: nonEmptyString(), name: localeStringSchema, description: z.optional(localeTextSchema) })

/**
 * Points an answer gives an outcome. With `optionKey`, choosing that option gives `points`;
 * without it, the answer's number (1-5) times `points` (for scale questions).
 */
export const scoringPointsSchema = z.object({
  _type: z.literal('scoringPoints'),
  ...keyed,
  questionKey: nonEmptyString(),
  optionKey: z.optional(z.string()),
  outcomeKey: nonEmptyString(),
  points: z.number(),
})

/** How a result page turns answers into one outcome (a leadership or parenting style). */
export const resultScoringSchema = z.object({
  _type: z.literal('resultScoring'),
  eventName: nonEmptyString(),
  outcomes: z.array(outcomeSchema).check(z.minLength(1)),
  points: z.array(scoringPointsSchema),
})

/** A question and its rich-text answer on an FAQ page. */
export const faqItemSchema = z.object({ _type: z.literal('faqItem'), ...keyed, question: localeStringSchema, answer: localePortableTextSchema })

export type ResultScoring = z.infer<typeof resultScoringSchema>
export type PageItem = z.infer<typeof pageItemSchema>
export type ProfileEntry = z.infer<typeof profileEntrySchema>
export type Review = z.infer<typeof reviewSchema>
export type Chart = z.infer<typeof chartSchema>
export type Expert = z.infer<typeof expertSchema>
export type Plan = z.infer<typeof planSchema>
export type Paywall = z.infer<typeof paywallSchema>
export type EmpathyRange = z.infer<typeof empathyRangeSchema>
export type OptionInfo = z.infer<typeof optionInfoSchema>
export type FaqItem = z.infer<typeof faqItemSchema>
