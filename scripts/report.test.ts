import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { insertOrder } from '../functions/src/backOffice/backOfficeFixture'
import { useTestDatabase } from '../functions/src/db/dbTestKit'
import { syntheticTrail } from '../functions/src/analytics/simulation/syntheticTrail'
import { freePort } from './database/freePort'

const run = promisify(execFile)

/** The command as the team runs it; the content comes from the seed (no lake answers on a closed port). */
async function report(args: string[], env: Record<string, string>) {
  const closed = String(await freePort())
  try {
    const { stdout, stderr } = await run('node_modules/.bin/tsx', ['scripts/report.ts', ...args], {
      env: { ...process.env, DATABASE_URL: '', SANITY_PROJECT_ID: '', SANITY_API_HOST: `http://127.0.0.1:${closed}`, ANALYTICS_DATASET: '', ...env },
      timeout: 90_000,
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

describe('npm run report', () => {
  const database = useTestDatabase('PGlite')

  it('prints the report of the trail and the back office, and writes the HTML file', async () => {
    const sinkDir = mkdtempSync(join(tmpdir(), 'report-sinks-'))
    const arms = [
      { variant: 'default', share: 1, emailRate: 0.5, checkoutRate: 0.2, purchaseRate: 0.1, price: 59.99 },
      { variant: 'second', share: 1, emailRate: 0.5, checkoutRate: 0.2, purchaseRate: 0.1, price: 49.99 },
    ]
    const trail = syntheticTrail({ funnel: 'leadership', testKey: 'pricingSetKey', exposurePage: 'offer', pages: [], arms, visitors: 400, start: new Date('2026-11-02T00:00:00Z'), days: 3, seed: 3 })
    writeFileSync(join(sinkDir, 'saveLog.ndjson'), `${trail.lines.join('\n')}\n`)
    for (const order of trail.orders.slice(0, 5))
      await insertOrder(database.db, { uid: order.visitorId, email: `${order.visitorId}@example.com`, onboardingType: 'leadership', amount: order.amount, confirmedAt: order.confirmedAt })
    const html = join(sinkDir, 'report.html')

    const answer = await report(['--funnel', 'leadership', '--since', '2026-11-01', '--until', '2026-11-07', '--html', html], { DATABASE_URL: database.url, SINK_DIR: sinkDir })
    expect(answer.stderr).toBe('')
    expect(answer.code).toBe(0)
    expect(answer.stdout).toContain('Experiments of leadership, 2026-11-01 to 2026-11-08')
    expect(answer.stdout).toMatch(/pricingSet \(pricingSetKey\): Not enough data yet/)
    // Five of the trail's buyers are in the back office: the report's purchases are the orders.
    const purchases = [...answer.stdout.matchAll(/^ {2}(default|second)(?: \(control\))?\s+50\s+(\d+)\s+[\d.]+ %\s+[\d.]+ %\s+([\d.]+) %/gm)].map((match) => Math.round((Number(match[3]) / 100) * Number(match[2])))
    expect(purchases.reduce((sum, count) => sum + count, 0)).toBe(5)
    expect(answer.stdout).toContain(`The report with its charts: ${html}`)
    expect(readFileSync(html, 'utf8')).toContain('<h1>Experiments of leadership</h1>')
  }, 120_000)

  it('says what is wrong with its arguments, and when the back office does not answer', async () => {
    const usage = await report(['--funnel', 'leadership'], {})
    expect(usage.code).toBe(2)
    expect(usage.stderr).toMatch(/--since must be a date as YYYY-MM-DD, got ''\nUsage: npm run report -- --funnel <key>/)
    const down = await report(['--funnel', 'leadership', '--since', '2026-11-01'], { DATABASE_PORT: String(await freePort()) })
    expect(down.code).toBe(1)
    expect(down.stderr).toMatch(/does not answer .*: start it with `npm start`, or set DATABASE_URL\./)
    const unknown = await report(['--funnel', 'nosuch', '--since', '2026-11-01'], { DATABASE_URL: database.url })
    expect(unknown).toMatchObject({ code: 1 })
    expect(unknown.stderr).toContain("No funnel 'nosuch' in the content")
  }, 120_000)
})
