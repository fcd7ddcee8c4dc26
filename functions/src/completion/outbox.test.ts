import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useTempOutbox } from './completionFixture'
import { outboxDir, outboxProvider, type OutgoingEmail } from './outbox'

const email: OutgoingEmail = {
  to: 'ola@example.com',
  subject: 'Witamy',
  html: '<!doctype html><p>Cześć</p>',
  purpose: 'welcome',
  templateKey: 'welcome',
  providerTemplateId: 'leadership_welcome',
  language: 'pl',
  onboardingType: 'leadership',
  userId: 'uid-1',
  plugin: 'email',
  sendAt: null,
}

describe('the outbox (local mail provider)', () => {
  const outbox = useTempOutbox()
  afterEach(() => vi.useRealTimers())

  it('writes the rendered HTML to a file and one line per e-mail to outbox.ndjson', async () => {
    vi.useFakeTimers({ now: new Date('2025-03-01T09:30:00.123Z'), toFake: ['Date'] })
    const { id } = await outboxProvider.send(email)
    await outboxProvider.send({ ...email, templateKey: 'followUpWeek1', purpose: null, providerTemplateId: null, plugin: 'followUp', sendAt: '2025-03-08T09:30:00.123Z' })

    const [sent, scheduled] = outbox.records()
    const { html, ...fields } = email
    expect(sent).toEqual({ id, ...fields, status: 'sent', file: `20250301T093000Z_leadership_welcome_${id.slice(0, 8)}.html`, createdAt: '2025-03-01T09:30:00.123Z' })
    expect(outbox.html(sent!)).toBe(html)
    expect(scheduled).toMatchObject({ templateKey: 'followUpWeek1', status: 'scheduled', sendAt: '2025-03-08T09:30:00.123Z', plugin: 'followUp' })
    expect(existsSync(join(outbox.dir, scheduled!.file))).toBe(true)
  })

  it('is $OUTBOX_DIR, else .data/outbox in the repository', () => {
    expect(outboxDir()).toBe(outbox.dir)
    vi.stubEnv('OUTBOX_DIR', '')
    expect(outboxDir()).toBe(join(import.meta.dirname, '../../../.data/outbox'))
  })
})
