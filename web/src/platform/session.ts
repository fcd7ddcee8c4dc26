import * as z from 'zod/mini'
import type { Answers } from '../funnel/answers'
import { createStore } from './storage'

/**
 * The visitor's quiz state: answers per onboarding and question (restored after a reload) and
 * the e-mail, in local storage; the furthest history position, in session storage.
 */
const local = createStore('local', 'funnels')
const session = createStore('session', 'funnels')

const ANSWERS = 'answers:'
const answersSchema = z.record(z.string(), z.array(z.object({ key: z.string(), index: z.int().check(z.minimum(0)) })))

export const readAnswers = (funnelKey: string): Answers => local.read(`${ANSWERS}${funnelKey}`, answersSchema) ?? {}
export const saveAnswers = (funnelKey: string, answers: Answers): void => local.write(`${ANSWERS}${funnelKey}`, answers)

const answerKeys = () => local.keys().filter((key) => key.startsWith(ANSWERS))

/** Every onboarding's stored answers as storage holds them (`funnels:answers:<funnel>`), for the debug panel. */
export const rawStoredAnswers = (): { key: string; value: string | undefined }[] => answerKeys().map((key) => ({ key: `funnels:${key}`, value: local.readRaw(key) }))

/** Forgets every onboarding's answers (the debug panel's reset). */
export function clearAllAnswers(): void {
  for (const key of answerKeys()) local.remove(key)
}

export const readEmail = (): string | undefined => local.read('email', z.string())
export const saveEmail = (email: string): void => local.write('email', email)

export const readHistoryMax = (): number => session.read('historyMax', z.int()) ?? 0
export const saveHistoryMax = (index: number): void => session.write('historyMax', index)
