import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import './app/app.css'
import { bootVisitorPlatform } from './platform/platformBoot'

// Before rendering, so an error during the first render is reported too.
bootVisitorPlatform()

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
