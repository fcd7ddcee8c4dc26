import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/App'
import { inPreview } from './app/preview/previewFlag'
import './app/app.css'
import { bootVisitorPlatform } from './platform/platformBoot'

// Before rendering, so an error during the first render is reported too.
bootVisitorPlatform()

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

const app = (
  <StrictMode>
    <App />
  </StrictMode>
)
// A landing served with its prerendered markup is hydrated: the app takes over the painted page
// without drawing it again. A preview tab renders drafts, not the snapshot, so it starts afresh.
if (container.firstElementChild && !inPreview())
  hydrateRoot(container, app, {
    onRecoverableError: (error) => console.warn('[app] the landing was drawn again instead of hydrated:', error),
  })
else createRoot(container).render(app)
