/**
 * Schedules work that must not compete with a paint: the platform's start, the Firebase load,
 * preparing the next page. Its own module, importing nothing, so whatever schedules with it
 * never imports the code that boots the platform (that import closed a loop through
 * platformBoot, visitorPlatform, the event log and the Firebase loader).
 */

/** Runs `task` when the browser is idle after the next frame (at most 1 s later). */
export function afterPaint(task: () => void): void {
  requestAnimationFrame(() => (window.requestIdleCallback ? window.requestIdleCallback(task, { timeout: 1000 }) : setTimeout(task, 50)))
}
