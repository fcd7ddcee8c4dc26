import { describe, expect, it } from 'vitest'
import { freePort } from '../database/freePort'
import { scheduleEmails } from '../../functions/src/backOffice/emailJobs'
import { useTestDatabase } from '../../functions/src/db/dbTestKit'
import { contentOf, job, jobRow, recordingMail, START, testClock, UNSUBSCRIBE } from '../../functions/src/mail/emailWorkerFixture'
import type { EmailWorkerPass } from '../../functions/src/mail/emailWorker'
import { startEmailWorkerLoop } from './runEmailWorker'

describe('the local mail worker loop', () => {
  const database = useTestDatabase('PGlite')

  it('runs passes until stopped, sending what becomes due', async () => {
    const clock = testClock()
    const mail = recordingMail()
    const passes: EmailWorkerPass[] = []
    const errors: unknown[] = []
    const [first, second] = await scheduleEmails(database.db, [job(), job({ recipient: 'bo@example.com', sendAt: new Date(START.getTime() + 60_000) })])
    const loop = startEmailWorkerLoop({
      databaseUrl: database.url,
      intervalMs: 1,
      now: clock.now,
      unsubscribe: UNSUBSCRIBE,
      services: { mail: mail.provider, content: contentOf() },
      onPass: (pass) => passes.push(pass),
      onError: (error) => errors.push(error),
    })
    try {
      await expect.poll(async () => (await jobRow(database.db, first!.id)).state).toBe('sent')
      const passesBefore = passes.length
      await expect.poll(() => passes.length).toBeGreaterThan(passesBefore)
      expect((await jobRow(database.db, second!.id)).state).toBe('pending')
      clock.advance(60_000)
      await expect.poll(async () => (await jobRow(database.db, second!.id)).state).toBe('sent')
    } finally {
      await loop.stop()
    }
    expect(mail.sent.map((email) => email.to)).toEqual(['ada@example.com', 'bo@example.com'])
    expect(errors).toEqual([])
    // After stop() no pass runs: a job due now stays pending.
    const [late] = await scheduleEmails(database.db, [job({ recipient: 'cy@example.com', sendAt: clock.now() })])
    const count = passes.length
    await new Promise((resolve) => setImmediate(resolve))
    expect(passes.length).toBe(count)
    expect((await jobRow(database.db, late!.id)).state).toBe('pending')
  })

  it('keeps going when a pass fails (no database), and says so', async () => {
    const errors: unknown[] = []
    const loop = startEmailWorkerLoop({ databaseUrl: `postgres://postgres@127.0.0.1:${await freePort()}/postgres`, intervalMs: 1, services: { mail: recordingMail().provider, content: contentOf() }, onError: (error) => errors.push(error) })
    try {
      await expect.poll(() => errors.length).toBeGreaterThan(1)
    } finally {
      await loop.stop()
    }
    expect(String(errors[0])).toMatch(/ECONNREFUSED/)
  })
})
