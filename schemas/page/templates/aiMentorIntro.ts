import { defineContract } from '../contract'
import { shellFields, pick } from '../fields'

/**
 * The fields the ai mentor introduction template reads. With resultScoring the scored result
 * travels to the mentor with the answers (the hand-over on the button).
 */
export const aiMentorIntroContract = defineContract('aiMentorIntro', 'AI mentor introduction', {
  ...shellFields(),
  ...pick('items', 'resultScoring'),
})
