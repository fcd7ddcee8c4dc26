import { useEffect } from 'react'
import { replayEarlyInput } from '../platform/boot/earlyInput'
import { reportError } from '../platform/events/errors'
import { setSessionFlag } from '../platform/storage/storage'

/**
 * The route error fallback (spec 2.1). Its texts are fixed English: it must work when the
 * content that holds translations is what failed.
 */
export function RouteError({ error }: { error: unknown }) {
  useEffect(() => {
    // On a landing whose content failed this is the app's first screen, not a funnel page: the
    // capture of input given before takeover ends here too, or it would keep Refresh Page's tap.
    void replayEarlyInput()
    setSessionFlag('error_redirect')
    reportError({ source: 'router', message: error instanceof Error ? error.message : String(error) })
  }, [error])
  return (
    <main className="frame-main route-error">
      <h1>Something went wrong</h1>
      <p>An error occurred while loading the page. Please try refreshing.</p>
      <button type="button" className="primary-button" onClick={() => window.location.reload()}>
        Refresh Page
      </button>
    </main>
  )
}
