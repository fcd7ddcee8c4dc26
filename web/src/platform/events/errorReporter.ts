/**
 * The error reporter (spec 7 and 8): window errors, unhandled rejections and the app's own
 * reports (content validation failures among them) are queued at once and sent as
 * '[web] JavaScript Error' events every 5 s; the queue's limits are in errorQueue. Listening
 * starts with the app; sending waits until the Firebase side has loaded.
 */
import { createErrorQueue, errorReportData, sessionErrorCounter } from './errorQueue'
import { onErrorReport } from './errors'
import { platformLoaded } from '../firebase/platformLoaded'
import { sessionId } from '../visitor/visitSession'
import { activeOnboarding, activeVariants } from '../visitor/visitor'

export function startErrorReporter(earlyErrors: readonly unknown[] = []): () => void {
  const queue = createErrorQueue({
    send: async (report) => (await platformLoaded()).sendErrorReport(report),
    counter: sessionErrorCounter(),
  })
  const capture = (error: unknown) => {
    const onboardingType = activeOnboarding()
    queue.capture(
      errorReportData(error, {
        ...(onboardingType ? { onboardingType } : {}),
        sessionId: sessionId(),
        variantKeys: Object.entries(activeVariants()).map(([test, variant]) => `${test}:${variant}`),
      }),
    )
  }
  for (const error of earlyErrors) capture(error)
  const onError = (event: ErrorEvent) => capture(event.error ?? event.message)
  const onRejection = (event: PromiseRejectionEvent) => capture(event.reason)
  window.addEventListener('error', onError)
  window.addEventListener('unhandledrejection', onRejection)
  const unsubscribe = onErrorReport((report) => {
    const error = new Error(report.message)
    error.name = `${report.source} error`
    capture(error)
  })
  queue.start()
  return () => {
    queue.stop()
    unsubscribe()
    window.removeEventListener('error', onError)
    window.removeEventListener('unhandledrejection', onRejection)
  }
}
