import { defineArrayMember, defineField, defineType } from 'sanity'
import { matchEventName } from '../../events/eventName'
import { copyRules, type CopyRule } from '../../localized/copyRules'
import { iconField, iconMedia } from '../../shared/iconField'
import { PLAN_BADGES, PLAN_INTERVALS, TIMER_TEXTS } from './schema'

const required = { validation: <R extends { required(): R }>(rule: R): R => rule.required() }
/** Required copy: a field's own rules replace its type's, so the content checks come along. */
const requiredCopy = { validation: <R extends CopyRule<R> & { required(): R }>(rule: R): R[] => [rule.required(), ...copyRules(rule)] }

export const pageItem = defineType({
  name: 'pageItem',
  title: 'List item',
  type: 'object',
  fields: [
    defineField({ name: 'title', type: 'localeString', ...requiredCopy }),
    defineField({ name: 'text', type: 'localeText' }),
    iconField('Drawn beside the title'),
    defineField({ name: 'value', type: 'number' }),
    defineField({ name: 'image', type: 'pageImage' }),
  ],
  preview: { select: { title: 'title.en', icon: 'icon' }, prepare: ({ title, icon }) => ({ title, subtitle: icon, media: iconMedia(icon) }) },
})

export const review = defineType({
  name: 'review',
  title: 'Review',
  type: 'object',
  fields: [
    defineField({ name: 'user', type: 'string', ...required }),
    defineField({ name: 'handle', type: 'string' }),
    defineField({ name: 'content', type: 'localeText', ...requiredCopy }),
    defineField({ name: 'time', type: 'localeString' }),
    defineField({ name: 'comments', type: 'number' }),
    defineField({ name: 'retweets', type: 'number' }),
    defineField({ name: 'likes', type: 'number' }),
    defineField({ name: 'rating', type: 'number', description: '1 to 5 stars' }),
  ],
  preview: { select: { title: 'user', subtitle: 'content.en' } },
})

export const chartPoint = defineType({
  name: 'chartPoint',
  title: 'Chart point',
  type: 'object',
  fields: [defineField({ name: 'label', type: 'localeString', ...requiredCopy }), defineField({ name: 'value', type: 'number', ...required })],
})

export const chart = defineType({
  name: 'chart',
  title: 'Chart',
  type: 'object',
  fields: [
    defineField({ name: 'points', type: 'array', of: [defineArrayMember({ type: 'chartPoint' })] }),
    defineField({ name: 'unit', type: 'localeString' }),
    defineField({ name: 'episodes', type: 'number', description: 'Length of the plan graph (20)' }),
    defineField({ name: 'highlight', type: 'localeString' }),
  ],
})

export const expert = defineType({
  name: 'expert',
  title: 'Expert',
  type: 'object',
  fields: [
    defineField({ name: 'expertName', type: 'string', ...required }),
    defineField({ name: 'expertTitle', type: 'localeString', ...requiredCopy }),
    defineField({ name: 'methodName', type: 'localeString' }),
    defineField({ name: 'targetAudience', type: 'localeString' }),
    defineField({ name: 'programDuration', type: 'localeString' }),
    defineField({ name: 'guaranteePeriod', type: 'localeString' }),
    defineField({ name: 'successRate', type: 'number' }),
    defineField({ name: 'familiesHelped', type: 'number' }),
    defineField({ name: 'photo', type: 'pageImage' }),
  ],
})

export const plan = defineType({
  name: 'plan',
  title: 'Plan',
  type: 'object',
  fields: [
    defineField({ name: 'id', type: 'string', ...required }),
    defineField({ name: 'name', type: 'localeString', ...requiredCopy }),
    defineField({ name: 'interval', type: 'string', options: { list: [...PLAN_INTERVALS] }, ...required }),
    defineField({ name: 'trialDays', type: 'number' }),
    defineField({ name: 'badge', type: 'string', options: { list: [...PLAN_BADGES] } }),
    defineField({ name: 'features', type: 'array', of: [defineArrayMember({ type: 'localeString' })] }),
  ],
  preview: { select: { title: 'name.en', subtitle: 'id' } },
})

export const paywall = defineType({
  name: 'paywall',
  title: 'Paywall',
  type: 'object',
  fields: [
    defineField({ name: 'plans', type: 'array', of: [defineArrayMember({ type: 'plan' })], validation: (r) => r.required().min(1) }),
    defineField({ name: 'countdownMinutes', type: 'number' }),
    defineField({ name: 'timerText', type: 'string', options: { list: [...TIMER_TEXTS] } }),
    defineField({ name: 'showTrialTimeline', type: 'boolean' }),
  ],
})

export const empathyRange = defineType({
  name: 'empathyRange',
  title: 'Empathy info for a scale range',
  type: 'object',
  fields: [
    defineField({ name: 'rangeStart', type: 'number', ...required }),
    defineField({ name: 'rangeEnd', type: 'number', ...required }),
    defineField({ name: 'title', type: 'localeString', ...requiredCopy }),
    defineField({ name: 'content', type: 'localeText', ...requiredCopy }),
  ],
})

export const optionInfo = defineType({
  name: 'optionInfo',
  title: 'Option info',
  type: 'object',
  fields: [
    defineField({ name: 'optionKey', type: 'string', ...required }),
    defineField({ name: 'title', type: 'localeString', ...requiredCopy }),
    defineField({ name: 'content', type: 'localeText', ...requiredCopy }),
  ],
})

export const profileEntry = defineType({
  name: 'profileEntry',
  title: 'Profile line',
  type: 'object',
  description: "A line of the visitor's profile: the labels of their answer to a question, or the fallback",
  fields: [
    defineField({ name: 'label', type: 'localeString', ...requiredCopy }),
    defineField({ name: 'questionKey', title: 'Question (page key)', type: 'string', ...required }),
    defineField({ name: 'fallback', title: 'When not answered', type: 'localeString', ...requiredCopy }),
  ],
  preview: { select: { title: 'label.en', subtitle: 'questionKey' } },
})

export const scaleLabels = defineType({
  name: 'scaleLabels',
  title: 'Scale labels',
  type: 'object',
  fields: [defineField({ name: 'low', type: 'localeString', ...requiredCopy }), defineField({ name: 'high', type: 'localeString', ...requiredCopy })],
})

export const confirm = defineType({
  name: 'confirm',
  title: 'Yes/no question',
  type: 'object',
  fields: [
    defineField({ name: 'question', type: 'localeString', ...requiredCopy }),
    defineField({ name: 'yes', type: 'localeString', ...requiredCopy }),
    defineField({ name: 'no', type: 'localeString', ...requiredCopy }),
  ],
})

export const storeRatings = defineType({
  name: 'storeRatings',
  title: 'Store ratings',
  type: 'object',
  fields: [
    defineField({ name: 'appStore', type: 'number' }),
    defineField({ name: 'playStore', type: 'number' }),
    defineField({ name: 'reviewsCount', type: 'localeString' }),
  ],
})

export const outcome = defineType({
  name: 'outcome',
  title: 'Outcome',
  type: 'object',
  fields: [
    defineField({ name: 'key', type: 'string', ...required }),
    defineField({ name: 'name', type: 'localeString', ...requiredCopy }),
    defineField({ name: 'description', type: 'localeText' }),
  ],
  preview: { select: { title: 'key', subtitle: 'name.en' } },
})

export const scoringPoints = defineType({
  name: 'scoringPoints',
  title: 'Points for an answer',
  type: 'object',
  fields: [
    defineField({ name: 'questionKey', type: 'string', ...required }),
    defineField({ name: 'optionKey', type: 'string', description: 'Empty: the answer number (1-5) times the points' }),
    defineField({ name: 'outcomeKey', type: 'string', ...required }),
    defineField({ name: 'points', type: 'number', ...required }),
  ],
  preview: { select: { q: 'questionKey', o: 'optionKey', k: 'outcomeKey', p: 'points' }, prepare: (s) => ({ title: `${s.q}${s.o ? `=${s.o}` : ''} → ${s.k} +${s.p}` }) },
})

export const resultScoring = defineType({
  name: 'resultScoring',
  title: 'Result scoring',
  type: 'object',
  fields: [
    defineField({
      name: 'eventName',
      type: 'string',
      description: "The event the result raises: 'Calculated [scoring] style', e.g. 'Calculated leadership style'",
      // The event contract knows this family only; any other name would never reach the trail.
      validation: (rule) =>
        rule.required().custom((name) => typeof name !== 'string' || matchEventName(name)?.id === 'styleCalculated' || "Name the event 'Calculated … style', e.g. 'Calculated leadership style'"),
    }),
    defineField({ name: 'outcomes', type: 'array', of: [defineArrayMember({ type: 'outcome' })], validation: (r) => r.required().min(1) }),
    defineField({ name: 'points', type: 'array', of: [defineArrayMember({ type: 'scoringPoints' })], ...required }),
  ],
})

export const faqItem = defineType({
  name: 'faqItem',
  title: 'Question and answer',
  type: 'object',
  fields: [defineField({ name: 'question', type: 'localeString', ...requiredCopy }), defineField({ name: 'answer', type: 'localePortableText', ...requiredCopy })],
  preview: { select: { title: 'question.en' } },
})

export const blockTypes = [outcome, scoringPoints, resultScoring, pageItem, review, chartPoint, chart, expert, plan, paywall, empathyRange, optionInfo, scaleLabels, confirm, storeRatings, faqItem, profileEntry]
