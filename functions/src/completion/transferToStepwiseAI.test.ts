import { describe, expect, it } from 'vitest'
import { aiTransferAnswerSchema } from '../../../schemas/completion/wire'
import { runCallable } from '../callable'
import { fakeContext } from '../fakeContext'
import { useTempSink } from '../sinkFixture'
import { transferToStepwiseAI, transferToStepwiseAIPayload } from './transferToStepwiseAI'

describe('transferToStepwiseAI', () => {
  const sinks = useTempSink()
  const profile = { answers: { currentRole: ['smallTeamLeader'], improve: ['teamMotivation', 'timeManagement'] }, result: { name: 'coaching', score: 17 } }

  it('hands the quiz profile to the mentor (the aiMentorTransfers sink) and answers where the mentor opens', async () => {
    const answer = await runCallable('transferToStepwiseAI', transferToStepwiseAIPayload, transferToStepwiseAI, { onboardingType: 'leadership', userId: 'uid-1', language: 'pl', profile }, fakeContext({ authUid: 'uid-1' }))
    expect(aiTransferAnswerSchema.safeParse(answer).success).toBe(true)
    expect(answer.mentorUrl).toBe(`https://mentor.stepwise.app/start?transfer=${answer.transferId}`)
    expect(sinks.lines('aiMentorTransfers')).toEqual([
      { receivedAt: expect.any(String), transferId: answer.transferId, authUid: 'uid-1', onboardingType: 'leadership', userId: 'uid-1', language: 'pl', profile },
    ])
  })

  it('refuses a payload without a profile with invalid-argument naming the field', async () => {
    const error = await runCallable('transferToStepwiseAI', transferToStepwiseAIPayload, transferToStepwiseAI, { onboardingType: 'leadership', userId: 'u', language: 'en' }, fakeContext()).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ code: 'invalid-argument', message: expect.stringMatching(/^transferToStepwiseAI: profile: /) })
    expect(sinks.lines('aiMentorTransfers')).toEqual([])
  })
})
