import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/App'
import { inPreview } from './app/preview/previewFlag'
import { funnelIndex } from './content/snapshot'
import { mayStartFromStoredContent } from './content/sessionContent'
import { resolveFunnel } from './funnel/resolveFunnel'
import { takeEarlyInput } from './platform/boot/earlyInput'

/**
 * Renders the app into #root. A landing served with its prerendered markup is hydrated: the app
 * takes over the painted page without drawing it again. A preview tab (drafts) and a visitor with
 * stored content (a pinned or kept version, not the snapshot the markup shows) start afresh instead.
 */
export function startApp(): void {
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root element')
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  )
  const funnel = resolveFunnel(window.location.pathname, funnelIndex)
  // React hears input from here on; what the landing got before is replayed once its first screen is on.
  takeEarlyInput()
  const startsFromSnapshot = funnel.kind === 'funnel' && !mayStartFromStoredContent(funnel.funnel.key)
  if (container.firstElementChild && startsFromSnapshot && !inPreview()) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread in one long task: the painted landing answers input while the app takes over.
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.warn('[app] the landing was drawn again instead of hydrated:', error),
      })
    })
  } else createRoot(container).render(app)
}
