import { useNavigate } from '../platform/router/Router'
import { siteSettings } from '../content/snapshot'
import { FrameIcon } from '../ui/FrameIcon'

const TITLES = { terms: 'Terms of service', policy: 'Privacy policy' } as const

/**
 * The legal pages are documents to read: no scripts, no forms, no reach into the app's storage.
 * Their links may still open in a new tab, outside the sandbox.
 */
const LEGAL_FRAME_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox'

/**
 * Terms and policy: the provider's pages in a frame, on white (spec 2.1, 2.2). Going back
 * leads to the register page named in the site settings.
 */
export default function LegalPage({ kind }: { kind: keyof typeof TITLES }) {
  const navigate = useNavigate()
  const url = kind === 'terms' ? siteSettings?.termsUrl : siteSettings?.policyUrl
  return (
    <div className="frame legal" style={{ background: '#ffffff' }}>
      <header className="frame-header">
        <button type="button" className="nav-button" aria-label="Back" onClick={() => navigate(siteSettings?.legalBackPath ?? '/')}>
          <FrameIcon name="chevron-left" aria-hidden="true" />
        </button>
        <h1 className="logo">{TITLES[kind]}</h1>
        <span className="nav-placeholder" />
      </header>
      {url ? <iframe className="legal-frame" title={TITLES[kind]} src={url} sandbox={LEGAL_FRAME_SANDBOX} /> : <p role="alert">The {TITLES[kind].toLowerCase()} address is not set in the site settings.</p>}
    </div>
  )
}
