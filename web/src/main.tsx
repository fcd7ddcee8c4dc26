import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import './app/app.css'
import { startVisitorPlatform } from './platform/visitorPlatform'

// Before rendering, so an error during the first render is reported too.
startVisitorPlatform()

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
