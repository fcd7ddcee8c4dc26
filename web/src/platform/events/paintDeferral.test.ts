import { describe, expect, it } from 'vitest'
import { createPaintDeferral, type Schedule } from './paintDeferral'

/** A scheduler the test runs by hand: each call is one pending run. */
function manual() {
  const pending: (() => void)[] = []
  const schedule: Schedule = (run) => void pending.push(run)
  return { schedule, pending }
}

describe('createPaintDeferral', () => {
  it('runs nothing until the scheduled run, then everything in the order it was deferred', () => {
    const { schedule, pending } = manual()
    const done: string[] = []
    const later = createPaintDeferral(schedule)
    later.defer(() => done.push('a'))
    later.defer(() => done.push('b'))
    expect(done).toEqual([])
    expect(pending).toHaveLength(1)
    pending[0]!()
    expect(done).toEqual(['a', 'b'])
  })

  it('asks for a new run once the last one has run', () => {
    const { schedule, pending } = manual()
    const later = createPaintDeferral(schedule)
    later.defer(() => undefined)
    pending[0]!()
    later.defer(() => undefined)
    expect(pending).toHaveLength(2)
  })

  it('runs work deferred while running in the same run, after what was queued before it', () => {
    const { schedule, pending } = manual()
    const done: string[] = []
    const later = createPaintDeferral(schedule)
    later.defer(() => {
      done.push('a')
      later.defer(() => done.push('c'))
    })
    later.defer(() => done.push('b'))
    pending[0]!()
    expect(done).toEqual(['a', 'b', 'c'])
  })

  it('flushes at once, and the scheduled run then finds nothing left', () => {
    const { schedule, pending } = manual()
    const done: string[] = []
    const later = createPaintDeferral(schedule)
    later.defer(() => done.push('a'))
    later.flush()
    expect(done).toEqual(['a'])
    pending[0]!()
    expect(done).toEqual(['a'])
  })
})
