import { once } from 'node:events'
import { createServer } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MailProvider, OutgoingEmail } from '../completion/outbox'
import { createSmtpMailProvider, DEFAULT_FROM, fromAddressOf, smtpSettingsFromEnv } from './smtpMailProvider'
import { isRetryableMailError, SmtpSendError } from './smtpSendError'

const email: OutgoingEmail = {
  to: 'nobody@example.com',
  subject: 'Hello',
  html: '<p>Hello</p>',
  purpose: 'welcome',
  templateKey: 'welcome',
  providerTemplateId: null,
  language: 'en',
  onboardingType: 'leadership',
  userId: 'uid-1',
  plugin: 'email',
  sendAt: null,
}

const portOf = (server: { address(): unknown }) => {
  const address = server.address()
  return typeof address === 'object' && address !== null && 'port' in address && typeof address.port === 'number' ? address.port : 0
}

/** A port nobody listens on: bound, read, released. */
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const port = portOf(server)
  await new Promise((done) => server.close(done))
  return port
}

async function caught(promise: Promise<unknown>): Promise<SmtpSendError> {
  const error: unknown = await promise.then(() => undefined, (thrown: unknown) => thrown)
  if (!(error instanceof SmtpSendError)) throw new Error(`expected an SmtpSendError, got ${String(error)}`)
  return error
}

describe('the SMTP mail provider', () => {
  let refusing: SMTPServer
  let port: number
  beforeAll(async () => {
    refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        const reply = address.address.startsWith('busy') ? 'Mailbox busy, try later' : 'No such user here'
        callback(Object.assign(new Error(reply), { responseCode: address.address.startsWith('busy') ? 450 : 550 }))
      },
    })
    refusing.listen(0, '127.0.0.1')
    await once(refusing.server, 'listening')
    port = portOf(refusing.server)
  })
  afterAll(() => new Promise<void>((done) => refusing.close(() => done())))

  it('reports a 5xx refusal as a permanent bounce', async () => {
    const provider = createSmtpMailProvider({ host: '127.0.0.1', port, secure: false })
    const error = await caught(provider.send(email))
    provider.close()
    expect(error).toMatchObject({ permanent: true, responseCode: 550 })
    expect(error.message).toMatch(/^SMTP bounce to nobody@example.com \(permanent, do not retry\): 550 .*No such user here/)
    expect(isRetryableMailError(error)).toBe(false)
  })

  it('reports a 4xx refusal as retryable', async () => {
    const provider = createSmtpMailProvider({ host: '127.0.0.1', port, secure: false })
    const error = await caught(provider.send({ ...email, to: 'busy@example.com' }))
    provider.close()
    expect(error).toMatchObject({ permanent: false, responseCode: 450 })
    expect(isRetryableMailError(error)).toBe(true)
  })

  it('reports a refused connection as retryable', async () => {
    const provider = createSmtpMailProvider({ host: '127.0.0.1', port: await closedPort(), secure: false })
    const error = await caught(provider.send(email))
    provider.close()
    expect(error).toMatchObject({ permanent: false, responseCode: undefined })
    expect(error.message).toMatch(/^SMTP server unreachable sending to nobody@example.com \(retryable\): .*ECONNREFUSED/)
    expect(isRetryableMailError(error)).toBe(true)
  })

  it('hands an e-mail due later to the later provider instead of sending it early', async () => {
    const kept: OutgoingEmail[] = []
    const later: MailProvider = { send: async (one) => (kept.push(one), { id: 'later-1' }) }
    const provider = createSmtpMailProvider({ host: '127.0.0.1', port: await closedPort(), secure: false }, { later, now: () => new Date('2025-03-01T09:00:00Z') })
    expect(await provider.send({ ...email, sendAt: '2025-03-08T09:00:00Z' })).toEqual({ id: 'later-1' })
    provider.close()
    expect(kept).toHaveLength(1)
  })

  it('reads its settings and senders from the environment', () => {
    expect(smtpSettingsFromEnv({})).toBeNull()
    expect(smtpSettingsFromEnv({ SMTP_HOST: 'smtp.example.com', SMTP_USER: 'u', SMTP_PASSWORD: 'p', SMTP_SECURE: 'true' })).toEqual({ host: 'smtp.example.com', port: 465, user: 'u', password: 'p', secure: true })
    expect(smtpSettingsFromEnv({ SMTP_HOST: '127.0.0.1', SMTP_PORT: '2525' })).toEqual({ host: '127.0.0.1', port: 2525, user: undefined, password: undefined, secure: false })
    expect(() => smtpSettingsFromEnv({ SMTP_HOST: 'h', SMTP_PORT: 'x' })).toThrow('SMTP_PORT must be a port number, not "x"')
    expect(fromAddressOf('screen-detox', { MAIL_FROM_SCREEN_DETOX: 'Detox <d@x.example>', MAIL_FROM: 'A <a@x.example>' })).toBe('Detox <d@x.example>')
    expect(fromAddressOf('parenting', { MAIL_FROM: 'A <a@x.example>' })).toBe('A <a@x.example>')
    expect(fromAddressOf('parenting', {})).toBe(DEFAULT_FROM)
  })
})
