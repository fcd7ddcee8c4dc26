/**
 * The error reporter hook. Today it writes to the console and tells subscribers; the error
 * reporting to the server (saveLog, queue of 10, 20 per session) subscribes here later.
 */
export interface ErrorReport {
  message: string
  source: string
  details?: Record<string, unknown>
}

type Listener = (report: ErrorReport) => void
const listeners = new Set<Listener>()

export function onErrorReport(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function reportError(report: ErrorReport): void {
  console.error(`[${report.source}] ${report.message}`, report.details ?? '')
  for (const listener of listeners) listener(report)
}
