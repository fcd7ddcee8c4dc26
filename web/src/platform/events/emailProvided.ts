/**
 * The 'Email provided' event: the address, and what the server needs to keep the e-mail page's
 * promise of "your result and your personal plan" (the results e-mail): the visitor's language,
 * their scored result's name when the funnel scores one, and their time zone (daily e-mails
 * arrive at 09:00 where they live).
 */
import { timeZone } from '../visitor/timeZone'
import { productEvent } from '../../../../schemas/events/productEvent'
import type { ProductEvent } from './events'

export function emailProvidedEvent(email: string, facts: { language: string; resultName?: string | undefined }): ProductEvent {
  const zone = timeZone()
  return productEvent('emailProvided', {
    value: email,
    params: { language: facts.language, ...(facts.resultName ? { resultName: facts.resultName } : {}), ...(zone ? { timeZone: zone } : {}) },
  })
}
