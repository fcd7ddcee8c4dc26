/**
 * One caught e-mail as the catcher's index records it, and how it is read back from the folder.
 * index.ndjson is the readable list (one message a line, `tail -f` it); each .eml beside it is the
 * message exactly as the SMTP client sent it.
 */
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser'
import * as z from 'zod'

export const MAIL_INDEX = 'index.ndjson'

/** Headers a reader traces a message by: what sent it and why. */
export const HEADERS_OF_INTEREST = ['message-id', 'x-funnel', 'x-template', 'x-email-purpose', 'x-email-plugin', 'x-email-language', 'list-unsubscribe', 'list-unsubscribe-post'] as const

export const caughtMessageSchema = z.object({
  id: z.string(),
  /** The .eml file's name inside the catcher's folder. */
  file: z.string(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  /** When it was caught (ISO 8601). */
  date: z.string(),
  headers: z.record(z.string(), z.string()),
})

/** One index.ndjson line. */
export type CaughtMessage = z.infer<typeof caughtMessageSchema>

const addressText = (address: AddressObject | AddressObject[] | undefined) =>
  address === undefined ? '' : (Array.isArray(address) ? address : [address]).map((one) => one.text).join(', ')

/** The index line of a parsed message. */
export function indexLine(parsed: ParsedMail, id: string, file: string, caughtAt: Date): CaughtMessage {
  const headers: Record<string, string> = {}
  for (const name of HEADERS_OF_INTEREST) {
    const value = parsed.headerLines.find((line) => line.key === name)?.line.slice(name.length + 1).trim()
    if (value !== undefined) headers[name] = value
  }
  return { id, file, from: addressText(parsed.from), to: addressText(parsed.to), subject: parsed.subject ?? '', date: caughtAt.toISOString(), headers }
}

/** Every message in the folder's index, oldest first; lines that do not parse are skipped. */
export async function readMailIndex(dir: string): Promise<CaughtMessage[]> {
  const file = join(dir, MAIL_INDEX)
  if (!existsSync(file)) return []
  return (await readFile(file, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      try {
        const parsed = caughtMessageSchema.safeParse(JSON.parse(line))
        return parsed.success ? [parsed.data] : []
      } catch {
        return []
      }
    })
}

/** A caught message's .eml, parsed (HTML and text parts, all headers). */
export async function readCaughtMessage(dir: string, message: CaughtMessage): Promise<ParsedMail> {
  return simpleParser(await readFile(join(dir, message.file)))
}
