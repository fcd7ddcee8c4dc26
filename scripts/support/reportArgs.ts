/** `npm run report` arguments: what to report on, checked before anything is read. */
import { join } from 'node:path'

export interface ReportArgs {
  funnel: string
  since: Date
  until: Date
  htmlFile: string
}

export const REPORT_USAGE = 'Usage: npm run report -- --funnel <key> --since <YYYY-MM-DD> [--until <YYYY-MM-DD>] [--html <file>]'

const DAY = /^\d{4}-\d{2}-\d{2}$/
const KNOWN = new Set(['--funnel', '--since', '--until', '--html'])

function day(value: string | undefined, name: string): Date {
  const date = value !== undefined && DAY.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(NaN)
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) throw new Error(`${name} must be a date as YYYY-MM-DD, got '${value ?? ''}'`)
  return date
}

/** The arguments, or an Error whose message says what is wrong; `until` defaults to the end of today. */
export function parseReportArgs(argv: readonly string[], now: Date, dataDir: string): ReportArgs {
  const values = new Map<string, string>()
  for (let index = 0; index < argv.length; index += 2) {
    const flag = argv[index]!
    if (!KNOWN.has(flag)) throw new Error(`Unknown argument '${flag}'`)
    const value = argv[index + 1]
    if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value`)
    values.set(flag, value)
  }
  const funnel = values.get('--funnel')
  if (!funnel || !/^[a-z][a-z0-9]*$/.test(funnel)) throw new Error(`--funnel must be a funnel key such as leadership, got '${funnel ?? ''}'`)
  const since = day(values.get('--since'), '--since')
  const untilDay = values.has('--until') ? day(values.get('--until'), '--until') : new Date(`${now.toISOString().slice(0, 10)}T00:00:00Z`)
  // The range includes its last day.
  const until = new Date(untilDay.getTime() + 86_400_000)
  if (until <= since) throw new Error('--until must not be before --since')
  const htmlFile = values.get('--html') ?? join(dataDir, 'reports', `${funnel}-${since.toISOString().slice(0, 10)}-${untilDay.toISOString().slice(0, 10)}.html`)
  return { funnel, since, until, htmlFile }
}
