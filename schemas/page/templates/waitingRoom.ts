import { defineContract } from '../contract'
import { localeStringSchema, localeTextSchema } from '../../localized/schema'
import { pageField, pick, shellFields } from '../fields'
import { role } from './waitingRoom.role'

const copy = (description: string) => ({ type: 'localeString', group: 'copy', description }) as const
const text = (description: string) => ({ type: 'localeText', group: 'copy', description }) as const

/**
 * The fields the post-purchase waiting room reads: the thank-you (title, paragraphs, body), the
 * two choices and what each confirms. The confirmations are plain page fields, so a rule can
 * override them per variant (the refund processing time, for example).
 */
export const waitingRoomContract = defineContract('waitingRoom', 'Waiting room (after purchase)', {
  ...shellFields(),
  ...pick('body'),
  waitButtonText: pageField(localeStringSchema, copy('The choice to wait for the launch')),
  refundButtonText: pageField(localeStringSchema, copy('The choice to ask for a refund')),
  waitConfirmationTitle: pageField(localeStringSchema, copy('Heading shown after choosing to wait')),
  waitConfirmationText: pageField(localeTextSchema, text('Text shown after choosing to wait')),
  refundConfirmationTitle: pageField(localeStringSchema, copy('Heading shown after asking for a refund')),
  refundConfirmationText: pageField(localeTextSchema, text('Text shown after asking for a refund: when the money comes back')),
}, role)
