import { Link, useLocation } from 'react-router-dom'
import { funnelIndex } from '../content/snapshot'

/** A first path segment that names no onboarding: say so, and list the ones there are. */
export function UnknownFunnel() {
  const { pathname } = useLocation()
  const segments = pathname.split('/').filter(Boolean)
  return (
    <main className="frame-main unknown-funnel">
      <h1>Unknown onboarding</h1>
      <p role="alert">
        No onboarding matches the path segments [{segments.join(', ')}]. Available onboardings:{' '}
        {funnelIndex.map((funnel) => funnel.key).join(', ')}.
      </p>
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
