import type { AnswerItem, Answers } from '../../funnel/answers'
import { isArrayOf, isInt, isNonNegativeInt, isObjectOf, isRecordOf, isString } from '../storage/guards'
import { createStore, fromGuard } from '../storage/storage'

/**
 * The visitor's quiz state: answers per onboarding and question (restored after a reload) and
 * the e-mail, in local storage; the furthest history position, in session storage.
 */
const local = createStore('local', 'funnels')
const session = createStore('session', 'funnels')

const ANSWERS = 'answers:'
// Guards, not zod: the funnel view reads these as it renders the landing, and zod must not load before its first paint.
const answersSchema = fromGuard(isRecordOf(isArrayOf(isObjectOf<AnswerItem>({ key: isString, index: isNonNegativeInt }))))
const emailSchema = fromGuard(isString)
const historyMaxSchema = fromGuard(isInt)

export const readAnswers = (funnelKey: string): Answers => local.read(`${ANSWERS}${funnelKey}`, answersSchema) ?? {}
export const saveAnswers = (funnelKey: string, answers: Answers): void => void local.write(`${ANSWERS}${funnelKey}`, answers)

const answerKeys = () => local.keys().filter((key) => key.startsWith(ANSWERS))

/** Every onboarding's stored answers as storage holds them (`funnels:answers:<funnel>`), for the debug panel. */
export const rawStoredAnswers = (): { key: string; value: string | undefined }[] => answerKeys().map((key) => ({ key: `funnels:${key}`, value: local.readRaw(key) }))

/** Forgets every onboarding's answers (the debug panel's reset). */
export function clearAllAnswers(): void {
  for (const key of answerKeys()) local.remove(key)
}

export const readEmail = (): string | undefined => local.read('email', emailSchema)
export const saveEmail = (email: string): void => void local.write('email', email)

export const readHistoryMax = (): number => session.read('historyMax', historyMaxSchema) ?? 0
export const saveHistoryMax = (index: number): void => void session.write('historyMax', index)
