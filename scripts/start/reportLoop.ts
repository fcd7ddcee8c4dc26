/**
 * `npm start`'s stand-in for the hourly publishExperimentReports function: every funnel's
 * experiment report written into the local lake every five minutes (the first a minute after
 * the start, once the app is up), so the Studio's "Experiments" tool shows today's trail.
 */
import { publishAllReports } from '../../functions/src/analytics/reportSchedule'

export const REPORT_LOOP_MS = 5 * 60_000
export const FIRST_REPORT_AFTER_MS = 60_000

export interface ReportLoop {
  stop(): Promise<void>
}

export function startReportLoop(env: NodeJS.ProcessEnv, publish = publishAllReports, onError: (error: unknown) => void = (error) => console.error('Experiment reports not published:', error instanceof Error ? error.message : error)): ReportLoop {
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> = Promise.resolve()
  const tick = () => {
    running = publish(env)
      .catch(onError)
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, REPORT_LOOP_MS)
      })
  }
  timer = setTimeout(tick, FIRST_REPORT_AFTER_MS)
  return {
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
