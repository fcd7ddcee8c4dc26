import { defineContract } from '../../../../schemas/page/contract'
import { shellFields, pick } from '../../../../schemas/page/fields'

/** The fields the ai mentor introduction template reads. */
export const aiMentorIntroContract = defineContract('aiMentorIntro', 'AI mentor introduction', {
  ...shellFields(),
  ...pick('items'),
})
