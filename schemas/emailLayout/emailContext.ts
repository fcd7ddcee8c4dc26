import type { Company, EmailBrandContent } from './emailBrandSchema'

/** Everything an e-mail's frame needs besides its template: whose it is, from whom, and where its links lead. */
export interface EmailContext {
  /** Shown as the header's text where the brand has no logo. */
  funnelName: string
  brand?: EmailBrandContent | null | undefined
  company?: Company | null | undefined
  /** The site's public origin (SITE_URL): the logo's relative path and the legal links are resolved against it. */
  siteUrl: string
  /** Marketing e-mail only: the recipient's signed one-click link, shown in the footer. */
  unsubscribeUrl?: string | undefined
}

/** The brand with every default filled in and the logo's address made absolute. */
export interface ResolvedBrand {
  logo: { src: string; alt: string; width: number; height: number } | null
  primaryColor: string
  textColor: string
  background: string
}

/** The web app's own tokens (web/src/app/app.css): accent, ink and page background. */
export const DEFAULT_BRAND = { primaryColor: '#2f5bea', textColor: '#1b1b1f', background: '#f6f3ee' } as const

/** `path` on the site at `siteUrl`; an absolute URL stays as it is. */
export const siteAddress = (siteUrl: string, path: string) => new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).toString()

export function resolveBrand(context: EmailContext): ResolvedBrand {
  const brand = context.brand ?? {}
  const logo = brand.logo ? { src: siteAddress(context.siteUrl, brand.logo.url), alt: brand.logo.alt, width: brand.logo.width, height: brand.logo.height } : null
  return {
    logo,
    primaryColor: brand.primaryColor ?? DEFAULT_BRAND.primaryColor,
    textColor: brand.textColor ?? DEFAULT_BRAND.textColor,
    background: brand.background ?? DEFAULT_BRAND.background,
  }
}
