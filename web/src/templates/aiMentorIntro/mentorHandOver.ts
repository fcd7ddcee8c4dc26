/**
 * The hand-over to the AI mentor (transferToStepwiseAI): the visitor's quiz profile goes to the
 * mentor, so its first conversation starts from what the visitor already told the quiz.
 */
import type { ResultScoring } from '../../../../schemas/page/blocks/schema'
import { AI_MENTOR_CALLABLE, type AiTransferRequest } from '../../../../schemas/completion/wire'
import type { Answers } from '../../funnel/answers'
import { scoreResult } from '../../funnel/scoreResult'
import { emailProblem } from '../../funnel/validateEmail'
import { callBackend, visitorUserId } from '../../platform/firebase/backend'

/** Each answered question's option keys, and the scored result when the page scores one. */
export function mentorProfile(answers: Answers, scoring: ResultScoring | undefined): AiTransferRequest['profile'] {
  const profile: AiTransferRequest['profile'] = {
    answers: Object.fromEntries(Object.entries(answers).map(([questionKey, items]) => [questionKey, items.map((item) => item.key)])),
  }
  if (!scoring) return profile
  const { key, score } = scoreResult(scoring, answers)
  return { ...profile, result: { name: key, score } }
}

interface HandOver {
  onboardingType: string
  language: string
  email: string | undefined
  answers: Answers
  scoring: ResultScoring | undefined
}

/** Sends the profile; resolves when the backend has it, rejects when it could not be handed over. */
export async function handOverToMentor({ onboardingType, language, email, answers, scoring }: HandOver): Promise<void> {
  const request: AiTransferRequest = {
    onboardingType,
    userId: await visitorUserId(),
    language,
    // The wire wants a valid address or none: an address the quiz never checked is left out.
    ...(email && emailProblem(email) === null ? { email: email.trim() } : {}),
    profile: mentorProfile(answers, scoring),
  }
  await callBackend(AI_MENTOR_CALLABLE, request)
}
