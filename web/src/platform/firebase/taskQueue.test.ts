import { describe, expect, it, vi } from 'vitest'
import { createTaskQueue } from './taskQueue'

/** A promise the test settles by hand, to control when each task finishes. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

describe('task queue (spec 4, Authentication)', () => {
  it('runs tasks one at a time in the order they were handed in', async () => {
    const queue = createTaskQueue()
    const started: string[] = []
    const first = deferred<string>()
    const second = deferred<string>()
    const a = queue.run(() => (started.push('a'), first.promise))
    const b = queue.run(() => (started.push('b'), second.promise))
    const c = queue.run(async () => (started.push('c'), 'c'))
    await Promise.resolve()
    expect(started).toEqual(['a'])
    second.resolve('b') // finishing early does not let b jump the queue: it has not even started
    await Promise.resolve()
    expect(started).toEqual(['a'])
    first.resolve('a')
    expect(await a).toBe('a')
    expect(await b).toBe('b')
    expect(await c).toBe('c')
    expect(started).toEqual(['a', 'b', 'c'])
  })

  it('rejects for the caller of a failing task, logs it, and still runs later tasks', async () => {
    const log = vi.fn()
    const queue = createTaskQueue(log)
    const failure = new Error('sign-in failed')
    const failing = queue.run(() => Promise.reject(failure))
    const later = queue.run(async () => 'still runs')
    await expect(failing).rejects.toBe(failure)
    await expect(later).resolves.toBe('still runs')
    expect(log).toHaveBeenCalledTimes(1)
    expect(log).toHaveBeenCalledWith(expect.any(String), failure)
  })

  it('treats a task that throws before returning a promise like a failing one', async () => {
    const log = vi.fn()
    const queue = createTaskQueue(log)
    const failing = queue.run(() => {
      throw new Error('sync')
    })
    await expect(failing).rejects.toThrow('sync')
    await expect(queue.run(async () => 1)).resolves.toBe(1)
    expect(log).toHaveBeenCalledTimes(1)
  })

  it('does not log tasks that succeed', async () => {
    const log = vi.fn()
    const queue = createTaskQueue(log)
    await queue.run(async () => 1)
    expect(log).not.toHaveBeenCalled()
  })
})
