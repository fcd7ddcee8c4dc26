/** BENCHMARKS.md's back office section (also what `npx tsx scripts/bench/backOffice.ts` prints). Measured figures, no budget. */
import type { BackOfficeResults } from './backOffice'
import { ms, num, table } from './format'

const NUMBER = 10

export function backOfficeSection(results: BackOfficeResults): string {
  const latencyRows: string[][] = []
  const shareRows: string[][] = []
  const problems: string[] = []
  for (const { engine, phases, error } of results.engines) {
    if (error) problems.push(`${engine}: ${error}`)
    for (const phase of phases) {
      const { latency } = phase
      latencyRows.push([engine, String(phase.concurrency), `${latency.count} / ${phase.planned}`, ms(latency.p50), ms(latency.p95), ms(latency.max), `${num(latency.perSecond, 1)} /s`])
      for (const [call, share] of [['createPaymentCheckout', phase.checkout], ['stripeWebhook (checkout.session.completed)', phase.webhook]] as const) {
        shareRows.push([engine, String(phase.concurrency), call, ms(share.totalP50), ms(share.dbP50), num(share.queriesP50), `${num(share.sharePercent)} %`])
      }
      const where = `${engine}, ${phase.concurrency} at a time`
      if (phase.errors.length > 0) problems.push(`${where}: ${phase.errors.length} failed purchases; the first: ${phase.errors[0]}`)
      if (phase.stopped) problems.push(`${where}: stopped after ${phase.latency.count + phase.errors.length} of ${phase.planned} purchases (${phase.stopped === 'failures' ? 'too many failures' : 'the time budget ran out'}).`)
      if (phase.polled > 0) problems.push(`${where}: ${phase.polled} orders were not yet fulfilled as the webhook answered, and were timed when seen fulfilled.`)
    }
  }
  return `## ${NUMBER}. Back office: webhook to fulfilment, and the database's share of a checkout

Sandbox purchases in one process on free loopback ports, alternating a leadership trial and a screendetox package, each by its own uid and e-mail: the real \`createPaymentCheckout\` (a signed-in caller, the server deciding the price), the sandbox card page paid with 4242 4242 4242 4242, and the real \`stripeWebhookHandler\` behind a node:http server the card page posts its signed events to. The database is migrated fresh for each engine; content comes from ${results.content}; e-mails go to the outbox provider, sinks and sandbox sessions to a temporary folder. Two warm-up purchases per engine are not counted. The measurement took ${(results.wallMs / 1000).toFixed(0)} s.

Webhook to fulfilment: from the arrival of the \`checkout.session.completed\` request at the server to the order seen fulfilled in the database (every \`fulfilment_steps\` row done, the follow-ups scheduled, the order marked fulfilled). Purchases one at a time, then four at once; throughput is purchases completed per second of the phase (checkout call, card page, all its webhook events).

${table(['Database', 'At once', 'Purchases', 'p50', 'p95', 'Max', 'Throughput'], latencyRows)}

The database's share: each call's wall time and the sum of its queries' durations (Kysely's \`log\`, \`queryDurationMillis\`, charged to the call the query ran in), p50 of each; the share is the median of each call's own share.

${table(['Database', 'At once', 'Call', 'p50 total', 'p50 in queries', 'Queries (p50)', 'DB share'], shareRows)}
${problems.length > 0 ? `\n${problems.map((problem) => `- ${problem}`).join('\n')}\n` : ''}`
}
