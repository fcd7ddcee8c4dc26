/**
 * Retries with back-off, as the spec asks of analytics and ad-platform sends (spec 8, 9):
 * 4 attempts, waiting 1 s, 2 s and 4 s between them.
 */
export interface RetryOptions {
  /** Attempts in all, the first included. */
  attempts?: number
  /** The wait before the 2nd, 3rd, ... attempt; the last entry repeats if there are more attempts. */
  delaysMs?: readonly number[]
  /** Whether an error is worth another attempt; the ad platform only retries network-like failures. */
  shouldRetry?: (error: unknown) => boolean
  /** How to wait; tests inject their own clock. */
  sleep?: (ms: number) => Promise<void>
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Runs `attempt` until it succeeds; throws the last error once attempts run out or shouldRetry says no. */
export async function withRetry<T>(attempt: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { attempts = 4, delaysMs = [1000, 2000, 4000], shouldRetry = () => true, sleep = wait } = options
  for (let made = 1; ; made++) {
    try {
      return await attempt()
    } catch (error) {
      if (made >= attempts || !shouldRetry(error)) throw error
      await sleep(delaysMs[Math.min(made - 1, delaysMs.length - 1)] ?? 0)
    }
  }
}
