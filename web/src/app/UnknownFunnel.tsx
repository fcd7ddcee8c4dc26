import { useEffect } from 'react'
import { Link } from '../platform/router/Link'
import { funnelIndex } from '../content/snapshot'
import { reportError } from '../platform/events/errors'

/** A path that names no onboarding: say so, naming the ones there are, with links to them. */
export function UnknownFunnel({ message }: { message: string }) {
  useEffect(() => reportError({ source: 'router', message }), [message])
  return (
    <main className="frame-main unknown-funnel">
      <h1>Unknown onboarding</h1>
      <p role="alert">{message}</p>
      <ul>
        {funnelIndex.map((funnel) => (
          <li key={funnel.key}>
            <Link to={funnel.basePath}>{funnel.name ?? funnel.key}</Link>
          </li>
        ))}
      </ul>
    </main>
  )
}
