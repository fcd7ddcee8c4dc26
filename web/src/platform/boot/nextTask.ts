/**
 * Resolves in a new task of the browser's event loop, so work split at an `await nextTask()`
 * never runs as one long task: input and rendering get their turn in between. A message to
 * ourselves rather than setTimeout, which browsers clamp to 4 ms when nested and throttle in the
 * background. No imports: the landing's inline script uses it too.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}
