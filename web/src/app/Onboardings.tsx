import { use } from 'react'
import { Link } from '../platform/router/Link'
import { funnelIndex, loadFunnelDescriptions } from '../content/snapshot'
import { localize } from '../content/localize'
import { useLanguage } from './useLanguage'
import { Icon } from '../ui/Icon'

/** The onboarding selector: every funnel from content, in content order. */
export default function Onboardings() {
  const [language] = useLanguage()
  const descriptions = use(loadFunnelDescriptions())
  return (
    <main className="frame-main onboardings">
      <h1>Onboardings</h1>
      <ul className="onboarding-list">
        {funnelIndex.map((funnel) => (
          <li key={funnel.key} className="onboarding-card">
            <h2>
              {funnel.icon && (
                <>
                  <Icon name={funnel.icon} />{' '}
                </>
              )}
              <Link to={funnel.basePath}>{funnel.name ?? funnel.key}</Link>
            </h2>
            {descriptions[funnel.key] && <p>{localize(descriptions[funnel.key], language)}</p>}
            <p className="onboarding-path">{funnel.basePath}</p>
          </li>
        ))}
      </ul>
    </main>
  )
}
