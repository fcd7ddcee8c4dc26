/**
 * The local SMTP server `npm start` points the functions at: it accepts every message (no auth,
 * loopback only), keeps each as one .eml file in its folder with a line in index.ndjson, and serves
 * a web inbox to read them. Production sends through a real relay instead (functions/src/mail).
 * `npx tsx scripts/mail/mailCatcher.ts` runs it alone. Ports MAIL_SMTP_PORT (1025), MAIL_WEB_PORT
 * (1080); folder MAIL_DIR (.data/mail).
 */
import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { appendFile, mkdir, writeFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { indexLine, MAIL_INDEX } from './caughtMessage'
import { createMailInbox } from './mailInbox'
import { portOf } from '../ports'
import { ROOT } from '../settings'

const HOST = '127.0.0.1'

export interface MailCatcherSettings {
  smtpPort: number
  webPort: number
  /** Where the .eml files and index.ndjson go. */
  dir: string
}

export interface RunningMailCatcher extends MailCatcherSettings {
  /** The SMTP host the functions send to. */
  smtpHost: string
  /** The web inbox. */
  url: string
  close(): Promise<void>
}

export function mailCatcherSettings(env: NodeJS.ProcessEnv = process.env): MailCatcherSettings {
  return {
    smtpPort: portOf('mailSmtp', env),
    webPort: portOf('mailWeb', env),
    dir: resolve(ROOT, env.MAIL_DIR ?? '.data/mail'),
  }
}

/** The functions' environment that sends their e-mail to the catcher; none without one. */
export const smtpEnvOf = (catcher: RunningMailCatcher | undefined): Record<string, string> =>
  catcher ? { SMTP_HOST: catcher.smtpHost, SMTP_PORT: String(catcher.smtpPort) } : {}

/** 20250101T120000Z_1a2b3c4d.eml: names sort by arrival. */
const fileName = (caughtAt: Date, id: string) => `${caughtAt.toISOString().replace(/[-:]|\.\d+/g, '')}_${id.slice(0, 8)}.eml`

async function keep(dir: string, raw: Buffer): Promise<void> {
  const id = randomUUID()
  const caughtAt = new Date()
  const file = fileName(caughtAt, id)
  await writeFile(join(dir, file), raw)
  const line = indexLine(await simpleParser(raw), id, file, caughtAt)
  // One appendFile per message keeps lines whole when deliveries overlap.
  await appendFile(join(dir, MAIL_INDEX), `${JSON.stringify(line)}\n`, 'utf8')
}

/** Listens, or fails with one line naming the port and what to set instead. */
async function listenOn(server: { listen(port: number, host: string): unknown; once(event: 'error', listener: (error: Error) => void): unknown }, port: number, what: string, variable: string, listening: Promise<unknown>) {
  const failed = new Promise<never>((_done, fail) =>
    server.once('error', (error: NodeJS.ErrnoException) =>
      fail(new Error(error.code === 'EADDRINUSE' ? `Port ${port} for the mail catcher's ${what} is taken by another program; stop it or set ${variable}.` : `Mail catcher ${what}: ${error.message}`)),
    ),
  )
  server.listen(port, HOST)
  await Promise.race([listening, failed])
}

const listeningPort = (server: Server | SMTPServer['server']) => {
  const address = server.address()
  return typeof address === 'object' && address ? address.port : 0
}

/** Starts the SMTP server and the web inbox; port 0 takes a free one (tests). */
export async function startMailCatcher(settings: MailCatcherSettings): Promise<RunningMailCatcher> {
  await mkdir(settings.dir, { recursive: true })
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    banner: 'local mail catcher',
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        keep(settings.dir, Buffer.concat(chunks)).then(
          () => callback(),
          (error: unknown) => callback(new Error(`could not keep the message: ${error instanceof Error ? error.message : String(error)}`)),
        )
      })
    },
  })
  await listenOn(smtp, settings.smtpPort, 'SMTP server', 'MAIL_SMTP_PORT', once(smtp.server, 'listening'))
  // A client that drops its connection must not end the process.
  smtp.on('error', (error) => console.warn(`Mail catcher SMTP: ${error.message}`))
  const web = createMailInbox(settings.dir)
  try {
    await listenOn(web, settings.webPort, 'web inbox', 'MAIL_WEB_PORT', once(web, 'listening'))
  } catch (error) {
    await new Promise<void>((done) => smtp.close(() => done()))
    throw error
  }
  const smtpPort = listeningPort(smtp.server)
  const webPort = listeningPort(web)
  return {
    smtpHost: HOST,
    smtpPort,
    webPort,
    dir: settings.dir,
    url: `http://${HOST}:${webPort}`,
    close: async () => {
      web.closeAllConnections()
      await Promise.all([new Promise<void>((done) => smtp.close(() => done())), new Promise<void>((done) => web.close(() => done()))])
    },
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const catcher = await startMailCatcher(mailCatcherSettings()).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
  console.log(`Mail catcher: SMTP ${catcher.smtpHost}:${catcher.smtpPort}; inbox ${catcher.url}; .eml files and index.ndjson in ${catcher.dir}`)
  console.log('Press Ctrl+C to stop.')
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void catcher.close().then(() => process.exit(0)))
}
