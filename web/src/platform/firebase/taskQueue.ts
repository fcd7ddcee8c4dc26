/**
 * Runs asynchronous tasks one at a time, in the order they were handed in (spec 4,
 * Authentication): calls that need the signed-in user line up behind the sign-in.
 */
export interface TaskQueue {
  /** Starts the task once every earlier one has settled; resolves or rejects with the task's own result. */
  run<T>(task: () => Promise<T>): Promise<T>
}

/** A queue that logs a failing task and carries on with the next, so one failure never blocks the rest. */
export function createTaskQueue(log: (message: string, error: unknown) => void = console.error): TaskQueue {
  let tail: Promise<unknown> = Promise.resolve()
  return {
    run(task) {
      const result = tail.then(() => task())
      // The chain only waits for settling: the caller sees the rejection, the queue does not.
      tail = result.catch((error: unknown) => log('Task queue: a task failed', error))
      return result
    },
  }
}
