/** The few statistics the bench reports: nearest-rank percentiles, so every number was measured. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((sorted.length * p) / 100) - 1))]!
}

export const median = (values: readonly number[]) => percentile(values, 50)

/** Times `run` `times` times, in milliseconds. */
export async function timeEach(times: number, run: () => unknown): Promise<number[]> {
  const timings: number[] = []
  for (let i = 0; i < times; i++) {
    const started = performance.now()
    await run()
    timings.push(performance.now() - started)
  }
  return timings
}
