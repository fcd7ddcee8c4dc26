import { describe, expect, it } from 'vitest'
import { parseReportArgs } from './reportArgs'

const now = new Date('2026-11-27T15:00:00Z')
const parse = (...argv: string[]) => parseReportArgs(argv, now, '/repo/.data')

describe('npm run report arguments', () => {
  it('reports from --since through the end of --until, else through today, into an HTML file named after them', () => {
    expect(parse('--funnel', 'leadership', '--since', '2026-11-01')).toEqual({
      funnel: 'leadership',
      since: new Date('2026-11-01T00:00:00Z'),
      until: new Date('2026-11-28T00:00:00Z'),
      htmlFile: '/repo/.data/reports/leadership-2026-11-01-2026-11-27.html',
    })
    expect(parse('--funnel', 'deeps', '--since', '2026-11-01', '--until', '2026-11-07', '--html', 'out.html')).toMatchObject({ until: new Date('2026-11-08T00:00:00Z'), htmlFile: 'out.html' })
  })

  it('says what is wrong with bad arguments', () => {
    expect(() => parse('--since', '2026-11-01')).toThrow("--funnel must be a funnel key such as leadership, got ''")
    expect(() => parse('--funnel', 'leadership')).toThrow("--since must be a date as YYYY-MM-DD, got ''")
    expect(() => parse('--funnel', 'leadership', '--since', '2026-02-30')).toThrow("--since must be a date as YYYY-MM-DD, got '2026-02-30'")
    expect(() => parse('--funnel', 'leadership', '--since', '2026-11-10', '--until', '2026-11-01')).toThrow('--until must not be before --since')
    expect(() => parse('--funnel', 'leadership', '--since', '2026-11-01', '--verbose')).toThrow("Unknown argument '--verbose'")
    expect(() => parse('--funnel', '--since', '2026-11-01')).toThrow('--funnel needs a value')
    expect(() => parse('--funnel', '../etc', '--since', '2026-11-01')).toThrow(/--funnel must be a funnel key/)
  })
})
