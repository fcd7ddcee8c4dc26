import * as z from 'zod/mini'
import type { Answers } from '../funnel/answers'
import { createStore } from './storage'

/**
 * The visitor's quiz state: answers per onboarding and question (restored after a reload) and
 * the e-mail, in local storage; the furthest history position, in session storage.
 */
const local = createStore('local', 'funnels')
const session = createStore('session', 'funnels')

const answersSchema = z.record(z.string(), z.array(z.object({ key: z.string(), index: z.int().check(z.minimum(0)) })))

export const readAnswers = (funnelKey: string): Answers => local.read(`answers:${funnelKey}`, answersSchema) ?? {}
export const saveAnswers = (funnelKey: string, answers: Answers): void => local.write(`answers:${funnelKey}`, answers)

export const readEmail = (): string | undefined => local.read('email', z.string())
export const saveEmail = (email: string): void => local.write('email', email)

export const readHistoryMax = (): number => session.read('historyMax', z.int()) ?? 0
export const saveHistoryMax = (index: number): void => session.write('historyMax', index)
