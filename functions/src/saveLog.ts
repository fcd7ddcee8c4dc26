/**
 * saveLog: the app's event log (page visits, answers, errors, payments). Every call becomes one
 * line in the saveLog sink; with returnCountry the answer carries the server's country guess,
 * which the client persists for 30 days. The event is read against the event contract
 * (schemas/events): an unknown name or a malformed payload is logged as a warning and its line is
 * kept all the same, as saveLog always did, so a visitor's older queued events are never refused.
 * For a signed-in caller the system of record also learns from the event (visitorRecord.ts): the
 * visitor, their A/B exposures and the e-mail they gave, which queues the results e-mail the
 * funnel's e-mail page promised.
 */
import { logger } from 'firebase-functions/logger'
import * as z from 'zod'
import { parseEvent } from '../../schemas/events/parseEvent'
import type { CallContext } from './callable'
import { detectCountry, type CountryDetection } from './country'
import { database, type Db } from './db/database'
import { jsonObject, payload, shortString, text } from './fields'
import { appendToSink } from './sink'
import { recordFromEvent } from './visitorRecord'
import { sharedContentReader, type ContentReader } from './completion/contentReader'

export const saveLogPayload = payload({
  name: text(200),
  value: z.union([shortString(10_000), z.number(), z.boolean(), z.null()], { error: 'expected a string, number, boolean or null' }).optional(),
  params: jsonObject().optional(),
  userId: text(200),
  onboardingName: shortString(100).nullable().optional(),
  superProperties: jsonObject().optional(),
  returnCountry: z.boolean({ error: 'expected true or false' }).optional(),
})

export type SaveLogPayload = z.output<typeof saveLogPayload>

export interface SaveLogResult {
  ok: true
  countryDetection?: CountryDetection
}

/** Where saveLog records what it learns; tests pass their own database. */
export interface SaveLogServices {
  db: () => Db
  env: NodeJS.ProcessEnv
  /** The funnel content the results e-mail is chosen from ('Email provided' only); without it none is queued. */
  content?: () => ContentReader
}

export const defaultSaveLogServices = (): SaveLogServices => ({ db: () => database(), env: process.env, content: sharedContentReader })

export async function saveLog(entry: SaveLogPayload, context: CallContext, services: SaveLogServices = defaultSaveLogServices()): Promise<SaveLogResult> {
  // The sink line first: a database that is down must never cost the event log a line.
  await appendToSink('saveLog', { receivedAt: new Date().toISOString(), authUid: context.authUid, ...entry })
  const detection = detectCountry(context.header)
  const parsed = parseEvent(entry)
  if (!parsed.ok) logger.warn(`saveLog: ${parsed.problem} event kept, not acted on: ${parsed.message}`, { name: entry.name, uid: context.authUid })
  if (context.authUid) {
    try {
      const source = { uid: context.authUid, country: detection.detectedCountry, entry, parsed, env: services.env }
      await recordFromEvent(services.db(), { ...source, ...(services.content ? { content: services.content } : {}) })
    } catch (error) {
      logger.error('saveLog: the visitor record was not written', { name: entry.name, uid: context.authUid, error: error instanceof Error ? error.message : String(error) })
    }
  }
  return entry.returnCountry ? { ok: true, countryDetection: detection } : { ok: true }
}
