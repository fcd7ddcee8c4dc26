/**
 * The European Economic Area: the 27 EU member states, Iceland, Liechtenstein and Norway, where
 * the Omnibus directive's prior-price rule (Directive 2019/2161, Art. 6a) applies to a struck
 * price. Not the United Kingdom (no longer bound by it) nor the United States.
 */
export const EEA_COUNTRIES: ReadonlySet<string> = new Set([
  // EU member states (ISO 3166-1 alpha-2: Greece is GR, not EL)
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
  // the rest of the EEA
  'IS', 'LI', 'NO',
])

/** True for a country code (any case) of the EEA. */
export const inEea = (country: string | null | undefined): boolean => EEA_COUNTRIES.has(country?.trim().toUpperCase() ?? '')
