/** BENCHMARKS.md's event load section (also what `npx tsx scripts/bench/eventLoad.ts` prints). Measured figures, no budget. */
import type { EventLoadResults } from './eventLoad'
import { NA, num, table } from './format'

const NUMBER = 12

const mb = (bytes: number) => `${num(bytes / 2 ** 20)} MB`

export function eventLoadSection(results: EventLoadResults): string {
  const rows = results.runs.map((run) => [
    String(run.parallel),
    run.passed ? 'passed' : 'failed',
    `${run.recorded} of ${run.visitors * run.eventsPerVisitor}`,
    `${num(run.seconds, 1)} s${run.finished ? '' : ' (deadline)'}`,
    run.recorded > 0 && run.finished ? num(run.recorded / run.seconds) : NA,
    run.failures === 0 ? '0' : `${run.failures} (${run.failureKinds.join(', ')})`,
    String(run.peak.workers),
    mb(run.peak.rssBytes),
    run.peak.workers > 0 ? mb(run.peak.workerRssBytes / run.peak.workers) : NA,
  ])
  const measured = rows.length > 0 ? table(['Requests at once', 'Test', 'Events recorded', 'Wall time', 'Events/s', 'Failed calls', 'Peak workers', 'Peak memory (CLI + workers)', 'Per worker'], rows) : 'Not measured.'
  const errors = results.errors.length > 0 ? `\n\nRuns that measured nothing:\n\n${results.errors.map((error) => `- ${error.replace(/\n/g, '\n  ')}`).join('\n')}` : ''

  return `## ${NUMBER}. Event load: 200 visitors sending 20 events each at once, on the functions emulator

The load test \`scripts/load/eventLoad.test.ts\`, once per limit of requests the functions emulator handles at once (\`FUNCTIONS_EMULATOR_PARALLEL\`; the CLI's own default is 50, the project sets 4, see \`scripts/functionsWorkerLimit.ts\`). Each visitor is a page of its own in node: the browser's event outbox and saveLog sender over the real Firebase SDK, signed in anonymously on the auth emulator; the functions write to a temporary sink and an in-memory PGlite database. Wall time runs from the 4,000 events being queued to the last one delivered, within the test's 120 s deadline; failed calls are every call the SDK reported as failed (the sender retries them at once); memory is the peak resident size of the emulator's process group, sampled every 250 ms.

${measured}${errors}`
}
