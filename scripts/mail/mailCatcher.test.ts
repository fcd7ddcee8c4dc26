import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OutgoingEmail } from '../../functions/src/completion/outbox'
import { createSmtpMailProvider, type SmtpMailProvider } from '../../functions/src/mail/smtpMailProvider'
import { readMailIndex } from './caughtMessage'
import { startMailCatcher, type RunningMailCatcher } from './mailCatcher'

const email: OutgoingEmail = {
  to: 'ola@example.com',
  subject: 'Twój plan jest gotowy',
  html: '<!doctype html><html><body><h1>Cześć Ola</h1><p>Twój plan: <a href="https://example.com/plan">otwórz</a></p></body></html>',
  purpose: 'results',
  templateKey: 'results',
  providerTemplateId: null,
  language: 'pl',
  onboardingType: 'leadership',
  userId: 'uid-1',
  plugin: 'email',
  sendAt: null,
}

describe('the mail catcher with the SMTP provider', () => {
  let dir: string
  let catcher: RunningMailCatcher
  let provider: SmtpMailProvider
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mail-catcher-'))
    catcher = await startMailCatcher({ smtpPort: 0, webPort: 0, dir })
    const env = { MAIL_FROM: 'Funnels <hello@funnels.example>', MAIL_FROM_LEADERSHIP: 'Leadership Coach <coach@leadership.example>' }
    provider = createSmtpMailProvider({ host: catcher.smtpHost, port: catcher.smtpPort, secure: false }, { env })
  })
  afterAll(async () => {
    provider.close()
    await catcher.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('keeps each message as an .eml with the headers that trace it, and indexes it', async () => {
    const { id } = await provider.send(email)
    await provider.send({ ...email, onboardingType: 'parenting', to: 'jan@example.com', subject: 'Second', templateKey: 'welcome', purpose: 'welcome' })

    const [first, second] = await readMailIndex(dir)
    expect(first).toMatchObject({
      from: '"Leadership Coach" <coach@leadership.example>',
      to: 'ola@example.com',
      subject: 'Twój plan jest gotowy',
      headers: { 'message-id': id, 'x-funnel': 'leadership', 'x-template': 'results', 'x-email-purpose': 'results', 'x-email-language': 'pl' },
    })
    expect(first!.file).toMatch(/\.eml$/)
    // A funnel without its own sender uses MAIL_FROM.
    expect(second).toMatchObject({ from: '"Funnels" <hello@funnels.example>', to: 'jan@example.com', headers: { 'x-funnel': 'parenting', 'x-template': 'welcome' } })

    const raw = readFileSync(join(dir, first!.file))
    expect(raw.toString()).toMatch(/Content-Type: multipart\/alternative/i)
    const parsed = await simpleParser(raw)
    expect(parsed.messageId).toBe(id)
    expect(parsed.html).toContain('<h1>Cześć Ola</h1>')
    expect(parsed.text).toBe('Cześć Ola\n\nTwój plan: otwórz [https://example.com/plan]')
  })

  it("sends an e-mail's extra headers (the one-click unsubscribe of marketing e-mail)", async () => {
    const link = 'https://example.test/unsubscribe?token=abc.def&lang=pl'
    await provider.send({ ...email, to: 'unsub@example.com', headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } })
    const caught = (await readMailIndex(dir)).find((message) => message.to === 'unsub@example.com')!
    const raw = readFileSync(join(dir, caught.file)).toString()
    expect(raw).toContain(`List-Unsubscribe: <${link}>`)
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
  })

  it('lists the messages newest first in the web inbox, escaped, with a view, the HTML sandboxed and the raw .eml', async () => {
    const { id } = await provider.send({ ...email, subject: '<script>alert(1)</script> & more' })
    const list = await (await fetch(`${catcher.url}/`)).text()
    expect(list).not.toContain('<script>alert(1)</script>')
    expect(list).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more')
    expect(list.indexOf('&lt;script&gt;')).toBeLessThan(list.indexOf('Twój plan jest gotowy'))

    const [newest] = await readMailIndex(dir).then((all) => all.toReversed())
    expect(newest!.headers['message-id']).toBe(id)
    const view = await (await fetch(`${catcher.url}/messages/${newest!.id}`)).text()
    expect(view).not.toContain('<script>alert(1)</script>')
    expect(view).toContain(`<iframe sandbox title="HTML part" src="/messages/${newest!.id}/html">`)
    expect(view).toContain('x-template')
    expect(view).toContain('otwórz [https://example.com/plan]')

    const html = await fetch(`${catcher.url}/messages/${newest!.id}/html`)
    expect(html.headers.get('content-security-policy')).toMatch(/^sandbox/)
    expect(await html.text()).toContain('<h1>Cześć Ola</h1>')
    const raw = await fetch(`${catcher.url}/messages/${newest!.id}/raw`)
    expect(raw.headers.get('content-disposition')).toBe(`attachment; filename="${newest!.file}"`)
    expect(await raw.text()).toBe(readFileSync(join(dir, newest!.file), 'utf8'))
    expect((await fetch(`${catcher.url}/messages/nope`)).status).toBe(404)
  })

  it('ends with one line naming a taken port', async () => {
    const blocker = createServer()
    await new Promise<void>((done) => blocker.listen(0, '127.0.0.1', done))
    const address = blocker.address()
    const port = typeof address === 'object' && address ? address.port : 0
    try {
      await expect(startMailCatcher({ smtpPort: port, webPort: 0, dir })).rejects.toThrow(`Port ${port} for the mail catcher's SMTP server is taken by another program; stop it or set MAIL_SMTP_PORT.`)
      await expect(startMailCatcher({ smtpPort: 0, webPort: port, dir })).rejects.toThrow(`Port ${port} for the mail catcher's web inbox is taken by another program; stop it or set MAIL_WEB_PORT.`)
    } finally {
      blocker.close()
    }
  })
})
