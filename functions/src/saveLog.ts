/**
 * saveLog: the app's event log (page visits, answers, errors, payments). Every call becomes one
 * line in the saveLog sink; with returnCountry the answer carries the server's country guess,
 * which the client persists for 30 days.
 */
import * as z from 'zod'
import type { CallContext } from './callable'
import { detectCountry, type CountryDetection } from './country'
import { jsonObject, payload, text } from './fields'
import { appendToSink } from './sink'

export const saveLogPayload = payload({
  name: text(200),
  value: z.union([z.string(), z.number(), z.boolean(), z.null()], { error: 'expected a string, number, boolean or null' }).optional(),
  params: jsonObject().optional(),
  userId: text(),
  onboardingName: z.string({ error: 'expected a string or null' }).nullable().optional(),
  superProperties: jsonObject().optional(),
  returnCountry: z.boolean({ error: 'expected true or false' }).optional(),
})

export type SaveLogPayload = z.output<typeof saveLogPayload>

export interface SaveLogResult {
  ok: true
  countryDetection?: CountryDetection
}

export async function saveLog(entry: SaveLogPayload, context: CallContext): Promise<SaveLogResult> {
  await appendToSink('saveLog', { receivedAt: new Date().toISOString(), authUid: context.authUid, ...entry })
  return entry.returnCountry ? { ok: true, countryDetection: detectCountry(context.header) } : { ok: true }
}
