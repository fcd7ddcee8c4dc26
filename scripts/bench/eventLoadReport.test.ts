import { describe, expect, it } from 'vitest'
import type { EventLoadRun } from './eventLoad'
import { eventLoadSection } from './eventLoadReport'

const usage = (workers: number, mb: number) => ({ processes: workers + 1, workers, rssBytes: mb * 2 ** 20, workerRssBytes: (mb - 200) * 2 ** 20 })
const run = (over: Partial<EventLoadRun>): EventLoadRun => ({ visitors: 200, eventsPerVisitor: 20, parallel: 4, seconds: 35.2, finished: true, recorded: 4000, failures: 0, failureKinds: [], peak: usage(4, 1086), after: usage(4, 1086), passed: true, ...over })

describe('eventLoadSection', () => {
  it('tables each limit: events recorded, time, failures by kind, peak workers and memory', () => {
    const section = eventLoadSection({
      runs: [run({ parallel: 50, passed: false, finished: false, seconds: 90.7, recorded: 15, failures: 187, failureKinds: ['functions/deadline-exceeded', 'functions/internal'], peak: usage(106, 8061) }), run({})],
      errors: [],
    })
    expect(section).toContain('## 12. Event load')
    expect(section).toContain('| 50 | failed | 15 of 4000 | 90.7 s (deadline) | n/a | 187 (functions/deadline-exceeded, functions/internal) | 106 | 8061 MB | 74 MB |')
    expect(section).toContain('| 4 | passed | 4000 of 4000 | 35.2 s | 114 | 0 | 4 | 1086 MB | 222 MB |')
  })

  it('names a run that measured nothing, with the test output', () => {
    expect(eventLoadSection({ runs: [], errors: ['limit 4: no measurements; the test said:\nport taken'] })).toContain('- limit 4: no measurements; the test said:\n  port taken')
  })
})
