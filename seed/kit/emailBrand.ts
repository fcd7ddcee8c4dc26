import type { EmailBrandContent } from '../../schemas/emailLayout/emailBrandSchema'

/**
 * A funnel's e-mail brand: its wordmark (web/public/email/<key>.png, made by
 * scripts/mail/emailLogos.ts at twice the size shown) and the web app's colours: the accent and
 * ink every funnel shares (web/src/app/app.css) and the page background the funnel's content sets.
 */
export function emailBrand(key: string, name: string, width: number, background = '#f6f3ee'): EmailBrandContent {
  return {
    logo: { url: `/email/${key}.png`, alt: name, width, height: 40 },
    primaryColor: '#2f5bea',
    textColor: '#1b1b1f',
    background,
  }
}
