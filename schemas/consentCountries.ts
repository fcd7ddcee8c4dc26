/**
 * Where a visitor must be asked before tracking: the European Economic Area (the 27 EU member
 * states, Iceland, Liechtenstein, Norway), where the ePrivacy directive and the GDPR apply, and
 * the United Kingdom (PECR and the UK GDPR). One list for the browser's banner and the server's
 * gating, so the two can never disagree about who is asked.
 */
export const CONSENT_COUNTRIES: ReadonlySet<string> = new Set([
  // EU member states (ISO 3166-1 alpha-2: Greece is GR, not EL)
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
  // the rest of the EEA
  'IS', 'LI', 'NO',
  // the United Kingdom
  'GB',
])

/**
 * True when a visitor from `country` must consent before analytics or advertising. An unknown
 * country (null, empty, not a code) counts as one that must: asking too often is the safe side.
 */
export function requiresConsent(country: string | null | undefined): boolean {
  const code = country?.trim().toUpperCase()
  if (!code || !/^[A-Z]{2}$/.test(code)) return true
  return CONSENT_COUNTRIES.has(code)
}
