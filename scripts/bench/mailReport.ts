/** BENCHMARKS.md's mail section (also what `npx tsx scripts/bench/mail.ts` prints). Measured figures, no budget. */
import type { MailResults } from './mail'
import { ms, NA, num, table } from './format'

const NUMBER = 11
/** The worker's default claim size (emailWorker.ts). */
const BATCH_SIZE = 25

const seconds = (value: number) => (Number.isFinite(value) ? `${(value / 1000).toFixed(2)} s` : NA)

export function mailSection(results: MailResults): string {
  const { throughput, lag } = results
  const problems: string[] = []
  if (results.error) problems.push(`A phase could not run: ${results.error}`)
  if (throughput) {
    const { pass } = throughput
    const notSent = throughput.jobs - pass.sent
    if (throughput.maxInFlight > BATCH_SIZE) problems.push(`Throughput: ${throughput.maxInFlight} sends were in flight at once, more than a claim's limit of ${BATCH_SIZE}.`)
    if (notSent > 0) problems.push(`Throughput: ${notSent} of ${throughput.jobs} jobs were not sent in the pass (retrying ${pass.retrying}, failed ${pass.failed}, cancelled ${pass.cancelled}, lost ${pass.lost}).`)
  }
  if (lag && lag.unsent > 0) problems.push(`Lag: ${lag.unsent} of ${lag.jobs} jobs were still not sent when the phase stopped waiting; their lag is not in the table.`)

  const overClaimed = throughput && throughput.maxInFlight > BATCH_SIZE ? ` (above ${BATCH_SIZE}: a claim took more jobs than its limit, and the sends queued for the pool's connections)` : ''
  const throughputTable = throughput
    ? table(
        ['Jobs due', 'Sent', 'Pass wall time', 'E-mails/s', 'p50 per send', 'p95 per send', 'Max per send', 'Most sends in flight'],
        [[String(throughput.jobs), String(throughput.pass.sent), seconds(throughput.wallMs), num(throughput.perSend.perSecond, 1), ms(throughput.perSend.p50), ms(throughput.perSend.p95), ms(throughput.perSend.max), String(throughput.maxInFlight)]],
      )
    : 'Not measured.'
  const lagTable = lag
    ? table(
        ['Jobs', 'Due over', 'Loop interval', 'Sent', 'p50 lag', 'p95 lag', 'Max lag', 'Passes'],
        [[String(lag.jobs), seconds(lag.windowMs), seconds(lag.intervalMs), String(lag.lag.count), ms(lag.lag.p50), ms(lag.lag.p95), ms(lag.lag.max), String(lag.passes)]],
      )
    : 'Not measured.'

  return `## ${NUMBER}. Mail: e-mails sent per second through the local SMTP catcher, and the worker's lag behind due time

\`npm start\`'s mail parts in one process: the embedded database (PGlite over the wire protocol, migrated fresh in a temporary folder), the local mail catcher on free loopback ports (it parses each message and writes its .eml and index line before answering), and the functions' SMTP provider (nodemailer, pooled) sending to it. Every job is a marketing follow-up (leadership and parenting, English and Polish) rendered from ${results.content}, so each carries the unsubscribe headers and footer. Ten warm-up jobs fill the content cache and the SMTP pool first. The measurement took ${(results.wallMs / 1000).toFixed(0)} s.

Throughput: the jobs all due at once, one pass of the worker (\`runEmailWorkerPass\` with its defaults: claims of up to 25 jobs, each claim's jobs sent concurrently): claiming, rendering, sending and recording each. E-mails per second of the pass's wall time; per send, the SMTP provider's call from the rendered message to the catcher's reply, including the wait for one of the pool's five connections. The most sends in flight at once is the size of the largest claim${overClaimed}.

${throughputTable}

Lag: the jobs due evenly across the window, the worker looping as \`npm start\` runs it (\`startEmailWorkerLoop\`, the real clock and interval); lag is each job's \`sent_at\` − \`send_at\`. With a pass every interval, a job waits for the next pass: the lag is bounded by the interval plus a pass's time.

${lagTable}
${problems.length > 0 ? `\n${problems.map((problem) => `- ${problem}`).join('\n')}\n` : ''}`
}
