/**
 * The floor of the comparison: React 19 and createRoot, nothing else. What the funnel landing
 * costs above this is what the renderer itself adds.
 */
import { createRoot } from 'react-dom/client'

function Page() {
  return (
    <main>
      <h1>See every step of a quiz funnel in action</h1>
      <p>This page walks you through the pages a visitor meets: questions, short stories, your e-mail and a plan.</p>
      <button type="button">Start</button>
    </main>
  )
}

createRoot(document.getElementById('root')!).render(<Page />)
