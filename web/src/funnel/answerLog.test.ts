import { describe, expect, it, vi } from 'vitest'
import { createAnswerLog } from './answerLog'

const item = (key: string, index: number) => ({ key, index })

/** A log whose deferred reports run when `settle` is called, like microtasks after an event. */
function setup() {
  const report = vi.fn()
  const queue: (() => void)[] = []
  const log = createAnswerLog(report, (task) => queue.push(task))
  const settle = () => {
    for (const task of queue.splice(0)) task()
  }
  return { report, log, settle }
}

describe('answer log (one Answered Quiz Question per page)', () => {
  it('reports a multi-choice page once, with the answer the visitor moved on with', () => {
    const { report, log, settle } = setup()
    log.answer('obstacle', [item('a', 0)])
    log.answer('obstacle', [item('a', 0), item('b', 1)])
    log.answer('obstacle', [item('a', 0), item('b', 1), item('c', 2)])
    log.answer('obstacle', [item('a', 0), item('c', 2)])
    settle()
    expect(report).not.toHaveBeenCalled()
    log.leave('obstacle')
    settle()
    expect(report.mock.calls).toEqual([['obstacle', [item('a', 0), item('c', 2)]]])
  })

  it('a choice that moves on at once is reported once, even when leaving comes before answering', () => {
    const { report, log, settle } = setup()
    log.leave('gender')
    log.answer('gender', [item('female', 1)])
    settle()
    expect(report.mock.calls).toEqual([['gender', [item('female', 1)]]])
    log.leave('gender')
    settle()
    expect(report).toHaveBeenCalledTimes(1)
  })

  it("a page without an answer, or only another page's answer, reports nothing", () => {
    const { report, log, settle } = setup()
    log.leave('intro')
    settle()
    log.answer('age', [item('25-34', 1)])
    log.leave('intro')
    settle()
    expect(report).not.toHaveBeenCalled()
    log.leave('age')
    settle()
    expect(report).toHaveBeenCalledWith('age', [item('25-34', 1)])
  })

  it('an answer changed after coming back is reported again when the visitor continues', () => {
    const { report, log, settle } = setup()
    log.answer('age', [item('18-24', 0)])
    log.leave('age')
    settle()
    log.answer('age', [item('25-34', 1)])
    log.leave('age')
    settle()
    expect(report.mock.calls).toEqual([
      ['age', [item('18-24', 0)]],
      ['age', [item('25-34', 1)]],
    ])
  })

  it('reports after the current task by default (a microtask)', async () => {
    const report = vi.fn()
    const log = createAnswerLog(report)
    log.leave('age')
    log.answer('age', [item('18-24', 0)])
    expect(report).not.toHaveBeenCalled()
    await Promise.resolve()
    expect(report).toHaveBeenCalledTimes(1)
  })
})
