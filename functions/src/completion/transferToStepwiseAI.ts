/**
 * transferToStepwiseAI (spec: transferTo{product}AI): hands the visitor's quiz profile to the AI
 * mentor, so its first conversation starts from what the visitor told the quiz. Locally the
 * hand-over is a line in the aiMentorTransfers sink; the answer's mentorUrl opens the mentor at
 * that transfer (AI_MENTOR_URL, default https://mentor.stepwise.app).
 */
import { randomUUID } from 'node:crypto'
import { aiTransferRequestSchema, type AiTransferAnswer, type AiTransferRequest } from '../../../schemas/completion/wire'
import type { CallContext, Handler } from '../callable'
import { appendToSink } from '../sink'

/** The payload is the wire schema itself: defineCallable parses zod/mini schemas. */
export const transferToStepwiseAIPayload = aiTransferRequestSchema

export const aiMentorUrl = () => process.env.AI_MENTOR_URL ?? 'https://mentor.stepwise.app'

export const transferToStepwiseAI: Handler<AiTransferRequest, AiTransferAnswer> = async (request: AiTransferRequest, context: CallContext) => {
  const transferId = randomUUID()
  const mentorUrl = new URL('/start', aiMentorUrl())
  mentorUrl.searchParams.set('transfer', transferId)
  await appendToSink('aiMentorTransfers', { receivedAt: new Date().toISOString(), transferId, authUid: context.authUid, ...request })
  return { transferId, mentorUrl: mentorUrl.toString() }
}
