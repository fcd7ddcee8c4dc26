import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { insertOrder } from '../functions/src/backOffice/backOfficeFixture'
import { CUSTOMER_RECORD_SQL } from '../functions/src/backOffice/customerRecord'
import { useTestDatabase } from '../functions/src/db/dbTestKit'
import { freePort } from './database/freePort'
import { customerDatabaseUrl } from './support/customerDatabaseUrl'

const run = promisify(execFile)

/** The command as support runs it, against the given database; answers its output and exit code. */
async function customer(email: string, env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run('node_modules/.bin/tsx', ['scripts/customer.ts', email], { env: { ...process.env, DATABASE_URL: '', ...env }, timeout: 60_000 })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

describe('npm run customer', () => {
  const database = useTestDatabase('PGlite')

  it('reads DATABASE_URL, else npm start’s embedded default on DATABASE_PORT', () => {
    expect(customerDatabaseUrl({ DATABASE_URL: 'postgres://u:p@db:5432/x' })).toBe('postgres://u:p@db:5432/x')
    expect(customerDatabaseUrl({ DATABASE_URL: '', DATABASE_PORT: '6000' })).toBe('postgres://postgres:postgres@127.0.0.1:6000/postgres')
    expect(customerDatabaseUrl({})).toBe('postgres://postgres:postgres@127.0.0.1:5433/postgres')
  })

  it('prints the customer’s orders, subscriptions and e-mail jobs; an unknown address exits 1 saying so', async () => {
    await insertOrder(database.db, { uid: 'uid-1', email: 'ada@example.com', onboardingType: 'leadership', kind: 'trial', amount: 0, subscriptionId: 'sub_1', pendingEmails: 1 })
    const known = await customer('ada@example.com', { DATABASE_URL: database.url })
    expect(known.code).toBe(0)
    expect(known.stdout).toContain('Customer ada@example.com')
    expect(known.stdout).toMatch(/Orders \(1\)\n {2}id=\S+ {2}onboardingType=leadership {2}kind=trial/)
    expect(known.stdout).toMatch(/Subscriptions \(1\)\n {2}id=sub_1 {2}status=trialing {2}trialEnd=- {2}currentPeriodEnd=- {2}cancelAtPeriodEnd=false/)
    expect(known.stdout).toMatch(/E-mail jobs \(1\)\n {2}templateKey=followUpWeek1 {2}purpose=- {2}state=pending {2}sendAt=\d{4}-\d\d-\d\d \d\d:\d\d UTC/)
    expect(known.stdout).toContain('Refunds (0)\n  none')

    const unknown = await customer('nobody@example.com', { DATABASE_URL: database.url })
    expect(unknown).toMatchObject({ code: 1, stdout: '' })
    expect(unknown.stderr).toContain('No customer, checkout session or e-mail for nobody@example.com')
  }, 60_000)

  it('README.md documents the query exactly as it runs', () => {
    expect(readFileSync('README.md', 'utf8')).toContain(`\`\`\`sql\n${CUSTOMER_RECORD_SQL}\n\`\`\``)
  })

  it('a database that does not answer: one line saying to start npm start or set DATABASE_URL', async () => {
    const answer = await customer('ada@example.com', { DATABASE_PORT: String(await freePort()) })
    expect(answer.code).toBe(1)
    expect(answer.stderr.trim().split('\n')).toEqual([expect.stringMatching(/does not answer: start it with `npm start`, or set DATABASE_URL\.$/)])
  }, 60_000)
})
