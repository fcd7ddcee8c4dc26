import { describe, expect, it } from 'vitest'
import { hostingHeaders, inlineScriptHashes, localOrigins, scriptHash, securityHeaders } from './securityHeaders'

const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `))

describe('securityHeaders', () => {
  it('allows inline scripts by hash only, names the providers, and frames the app only in the Studio', () => {
    const headers = securityHeaders({ scriptHashes: [scriptHash('start()')], frameAncestors: ['http://localhost:3333'], https: false })
    const csp = headers['Content-Security-Policy']!
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${scriptHash('start()')} https://js.stripe.com https://connect.facebook.net`)
    expect(directive(csp, 'script-src')).not.toContain('unsafe')
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self' http://localhost:3333")
    expect(directive(csp, 'connect-src')).toContain('https://identitytoolkit.googleapis.com')
    expect(directive(csp, 'object-src')).toBe("object-src 'none'")
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['Strict-Transport-Security']).toBeUndefined()
  })

  it("names a deployment's own hosts: its callables, its Sanity project and its Studio, no pattern", () => {
    const csp = hostingHeaders([], { firebaseProjectId: 'funnels-prod', sanityProjectId: 'ab12cd34', studioHostname: 'funnels' })['Content-Security-Policy']!
    expect(directive(csp, 'connect-src')).toContain('https://us-central1-funnels-prod.cloudfunctions.net')
    expect(directive(csp, 'connect-src')).toContain('https://ab12cd34.api.sanity.io https://ab12cd34.apicdn.sanity.io')
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self' https://funnels.sanity.studio")
    // Stripe's images are the one pattern left: Stripe documents its whole domain for them.
    expect(csp.replace('https://*.stripe.com', '')).not.toContain('*')
    expect(hostingHeaders([], { firebaseProjectId: 'funnels-prod', sanityProjectId: 'ab12cd34' })['Content-Security-Policy']).toContain("frame-ancestors 'self';")
  })

  it('allows no Google Analytics or Tag Manager host: GA4 is sent by the server, not the browser', () => {
    const csp = hostingHeaders([])['Content-Security-Policy']!
    expect(csp).not.toMatch(/google-analytics|googletagmanager|analytics\.google/)
  })

  it('sends HSTS over HTTPS and lets only the site itself frame it when no Studio may', () => {
    const headers = securityHeaders({ scriptHashes: [], frameAncestors: [], https: true })
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}/)
    expect(directive(headers['Content-Security-Policy']!, 'frame-ancestors')).toBe("frame-ancestors 'self'")
  })

  it('allows the local services at the app\'s own defaults when the build is given none', () => {
    expect(localOrigins({})).toEqual({
      connect: ['http://127.0.0.1:3900', 'http://127.0.0.1:9099', 'http://127.0.0.1:5001'],
      frames: ['http://127.0.0.1:5001'],
      frameAncestors: ['http://localhost:3333', 'http://127.0.0.1:3333'],
    })
  })

  it('takes the local services and the Studio from the settings the build is given', () => {
    expect(
      localOrigins({
        VITE_SANITY_API_HOST: 'http://127.0.0.1:3901',
        VITE_FIREBASE_AUTH_EMULATOR: 'http://127.0.0.1:9199',
        VITE_FIREBASE_FUNCTIONS_EMULATOR: '127.0.0.1:5101',
        VITE_SANITY_STUDIO_URL: 'http://localhost:3433',
      }),
    ).toEqual({
      connect: ['http://127.0.0.1:3901', 'http://127.0.0.1:9199', 'http://127.0.0.1:5101'],
      frames: ['http://127.0.0.1:5101'],
      frameAncestors: ['http://localhost:3433'],
    })
  })

  it('hashes executable inline scripts and skips data scripts and scripts with a source', () => {
    const html = '<script type="module" src="/a.js"></script><script type="application/json" id="d">{"a":1}</script><script>run()</script>'
    expect(inlineScriptHashes(html)).toEqual([scriptHash('run()')])
  })
})
