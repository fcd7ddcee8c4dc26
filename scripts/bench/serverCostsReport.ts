/**
 * BENCHMARKS.md's server costs section: one row per call and database, from this section's own
 * measurements (serverCosts.ts) and the back office's and mail's (sections 10 and 11), each
 * beside its share of the visitor's wait. Measured figures, no budget.
 */
import type { BackOfficeResults } from './backOffice'
import type { EventLoadResults } from './eventLoad'
import type { LatencySummary } from './backOfficeStats'
import { ms, NA, num, table } from './format'
import type { MailResults } from './mail'
import type { CallPhase, MeasuredCall, ServerCostsResults } from './serverCosts'
import { percentilesCell, throughputCell, waitSharePercent } from './serverCostsStats'

const NUMBER = 14

export interface ServerCostsInputs {
  serverCosts: ServerCostsResults
  backOffice: BackOfficeResults
  mail: MailResults
  /** Section 12's saveLog through the emulator, quoted beside this section's own figure. */
  eventLoad?: EventLoadResults
}

/** The engines' long names (backOffice.ts) as a column's short ones. */
export const databaseLabel = (engine: string) => (engine.startsWith('PGlite') ? 'PGlite (embedded)' : engine.includes('PostgreSQL') ? 'PostgreSQL server' : engine)

/** A one-row summary as the cells read it, from the back office's p50/p95 of a call. */
const summaryOf = (calls: number, p50: number, p95: number, perSecond: number): Pick<LatencySummary, 'count' | 'p50' | 'p95' | 'perSecond'> => ({ count: calls, p50, p95, perSecond })

const atOnce = (cell: string, concurrency: number | undefined) => (cell === NA || concurrency === undefined ? NA : `${concurrency} at once: ${cell}`)

/** "12 % of 25.0 ms": the server's p50 beside the browser's p50 with the call answered at once. */
function shareCell(serverP50: number, browser: LatencySummary | undefined, step: string): string {
  if (!browser || browser.count === 0) return `n/a (${step}: browser side not measured)`
  const share = waitSharePercent(serverP50, browser.p50)
  return Number.isFinite(share) ? `${num(share)} % of ${ms(serverP50 + browser.p50)} (${step})` : NA
}

function phaseRows(results: ServerCostsResults, engine: string): string[][] {
  const phase = (call: MeasuredCall, concurrency: 'one' | 'many'): CallPhase | undefined =>
    results.phases.find((candidate) => candidate.call === call && candidate.engine === engine && (concurrency === 'one' ? candidate.concurrency === 1 : candidate.concurrency > 1))
  const { browser } = results
  const database = databaseLabel(engine)
  const row = (label: string, call: MeasuredCall, unit: string, share: (one: CallPhase | undefined) => string) => {
    const [one, many] = [phase(call, 'one'), phase(call, 'many')]
    return [label, database, percentilesCell(one?.latency), throughputCell(one?.latency, unit), atOnce(percentilesCell(many?.latency), many?.concurrency), atOnce(throughputCell(many?.latency, unit), many?.concurrency), share(one)]
  }
  const prices = (one: CallPhase | undefined) => shareCell(one?.latency.p50 ?? NaN, browser?.prices, "the paywall's navigation to prices on screen")
  return [
    row('saveLog', 'saveLog', 'events', () => "none (the browser's outbox sends events in the background)"),
    row('getPaymentPrices, cold (empty content cache)', 'pricesCold', 'calls', prices),
    row('getPaymentPrices, cached', 'pricesCached', 'calls', prices),
  ]
}

function backOfficeRows(backOffice: BackOfficeResults, browser: ServerCostsResults['browser'], engine: string): string[][] {
  const found = backOffice.engines.find((candidate) => candidate.engine === engine)
  const [one, many] = [found?.phases.find((phase) => phase.concurrency === 1), found?.phases.find((phase) => phase.concurrency > 1)]
  const database = databaseLabel(engine)
  const cells = (pick: 'checkout' | 'webhook') => {
    const [first, second] = [one && summaryOf(one[pick].calls, one[pick].totalP50, one[pick].totalP95, one.latency.perSecond), many && summaryOf(many[pick].calls, many[pick].totalP50, many[pick].totalP95, many.latency.perSecond)]
    return [percentilesCell(first), throughputCell(first, 'purchases'), atOnce(percentilesCell(second), many?.concurrency), atOnce(throughputCell(second, 'purchases'), many?.concurrency)]
  }
  const fulfilment = one ? `order fulfilment: ${percentilesCell(one.latency)} from the event's arrival` : 'order fulfilment'
  return [
    ['createPaymentCheckout', database, ...cells('checkout'), shareCell(one?.checkout.totalP50 ?? NaN, browser?.checkout, "the checkout button's click to the card page")],
    ['Webhook handler (checkout.session.completed)', database, ...cells('webhook'), `none (after the visitor paid, asynchronous); it delays ${fulfilment}`],
  ]
}

/** Section 12's events per second through the emulator and the SDK, for comparison with one process. */
function emulatorLine(eventLoad: EventLoadResults | undefined): string {
  const run = eventLoad?.runs.find((candidate) => candidate.finished && candidate.recorded > 0)
  if (!run) return ''
  return ` Through the functions emulator and the browser's SDK over HTTP (section 12), saveLog took ${num(run.recorded / run.seconds)} events/s from ${run.visitors} visitors with ${run.parallel} worker processes, each serving one request at a time.`
}

function mailRow(mail: MailResults): string[] {
  const { throughput, lag } = mail
  const perSend = throughput?.perSend
  const arrival = lag && lag.lag.count > 0 ? `e-mail arrival: ${percentilesCell(lag.lag)} behind due time at the loop's ${num(lag.intervalMs / 1000)} s interval` : 'e-mail arrival'
  return ['E-mail worker send (render, SMTP, record)', databaseLabel('PGlite'), NA, NA, atOnce(percentilesCell(perSend), throughput?.maxInFlight), atOnce(throughputCell(perSend, 'e-mails'), throughput?.maxInFlight), `none (asynchronous); it delays ${arrival}`]
}

export function serverCostsSection({ serverCosts, backOffice, mail, eventLoad }: ServerCostsInputs): string {
  const engines = [...new Set([...serverCosts.phases.map((phase) => phase.engine), ...backOffice.engines.map((engine) => engine.engine)])]
  const rows = [...engines.flatMap((engine) => [...phaseRows(serverCosts, engine), ...backOfficeRows(backOffice, serverCosts.browser, engine)]), mailRow(mail)]
  const concurrency = serverCosts.phases.find((phase) => phase.concurrency > 1)?.concurrency
  const problems = [
    ...serverCosts.errors,
    ...serverCosts.phases.flatMap((phase) => {
      const where = `${phase.call} on ${databaseLabel(phase.engine)}, ${phase.concurrency} at a time`
      return [
        ...(phase.errors.length > 0 ? [`${where}: ${phase.errors.length} failed calls; the first: ${phase.errors[0]}`] : []),
        ...(phase.stoppedEarly ? [`${where}: ${phase.latency.count + phase.errors.length} of ${phase.planned} calls ran before the phase's time budget ran out.`] : []),
      ]
    }),
    ...(serverCosts.browser?.error ? [`Browser side: ${serverCosts.browser.error}`] : []),
  ]
  const browser = serverCosts.browser
  const browserLine = browser
    ? `Browser side, p50 / p95: the paywall's navigation to prices on screen ${percentilesCell(browser.prices)}; the checkout button's click to the card page ${percentilesCell(browser.checkout)}.`
    : 'The browser side was not measured in this run, so the visitor-facing shares are n/a.'

  return `## ${NUMBER}. Server costs: each call's latency and throughput, and its share of the visitor's wait

One row per call and database. The p50 / p95 "one at a time" is each call's own time with nothing else running; "at once" keeps that many calls in flight in the one process (the deployed instance's concurrency of ${concurrency ?? NA} for saveLog and getPaymentPrices; four purchases for the back office; one claim of the mail worker). Throughput is calls completed per second of the phase's wall time: events or calls for this section's own calls; for createPaymentCheckout and the webhook, whole sandbox purchases per second (the checkout call, the card page and every webhook event of the purchase, section 10); e-mails per second of one worker pass (section 11). Everything runs in one Node process (one functions instance), the embedded PGlite in that process too, so its rows share the CPU with the database; numbers are noisy on a shared 2-core machine.

- saveLog and getPaymentPrices (measured here, ${(serverCosts.wallMs / 1000).toFixed(0)} s): the real handlers through \`runCallable\` (the payload's zod parse), saveLog behind its per-visitor rate limit (\`limitEvents\`, a \`call_counts\` upsert) writing its sink line and the visitor's record, 20 events per signed-in uid; getPaymentPrices for a signed-in visitor of leadership (its recorded variants read, the sandbox's catalogue prices), content from ${serverCosts.content}. Cold is a fresh pricing content reader per call (the content query runs: an instance's first call for a funnel, or the first after its minute-long cache), not a cold start of the instance; cached reuses one warmed reader. Each database is migrated fresh; five unmeasured calls of each kind first.
- createPaymentCheckout and the webhook handler: section 10's calls (one call each per purchase), p50 / p95 of the call's wall time.
- E-mail worker send: section 11's pass, per send (the SMTP provider's call to the catcher's reply, within a claim of up to 25 sent at once); there is no one-at-a-time figure.
- Payments run on the sandbox provider (offline, catalogue prices). With Stripe configured, a getPaymentPrices whose prices are not kept yet also waits on one Stripe \`prices.list\` round trip (the shown prices are kept a minute per instance, \`PRICE_CACHE_MS\` in stripeProvider.ts), and createPaymentCheckout on two (\`prices.list\`, \`checkout.sessions.create\`); this bench cannot measure those.

${table(['Call', 'Database', 'p50 / p95, one at a time', 'Throughput, one at a time', 'p50 / p95, at once', 'Throughput, at once', "Share of the visitor's wait"], rows)}
${emulatorLine(eventLoad) ? `\n${emulatorLine(eventLoad).trim()}\n` : ''}
Share of the visitor's wait: for the calls a visitor waits on, the server's p50 (one at a time) as a share of the visitor's wait in that step, taken as the browser's own p50 time for the step with the call answered at once, plus the server's p50: 100 × server / (browser + server). The browser's time (serverCostsBrowser.ts): Playwright's Chromium, unthrottled, the built product, a fresh context per visit (no pricing cache in storage, no HTTP cache), leadership's paywall as a returning visitor who gave an e-mail (hosted checkout and default prices forced); every Firebase request fulfilled by a route at once (the anonymous sign-in with an unsigned token, getPaymentPrices and createPaymentCheckout with answers the real handlers gave, the card page with the HTML its real handler rendered). Prices: navigation start to the yearly card's price on screen; checkout: the button's click event to the card page's form in the DOM. Neither the network to Google's servers nor the sign-in's own round trip is in it: on a real connection the wait is longer by those. ${browserLine} saveLog, the webhook and the e-mail worker are not waited on; what they delay instead is in the cell.
${problems.length > 0 ? `\n${problems.map((problem) => `- ${problem}`).join('\n')}\n` : ''}`
}
