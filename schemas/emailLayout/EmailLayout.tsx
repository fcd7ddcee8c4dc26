import { Body, Button, Container, Head, Html, Img, Link, Section, Text } from '@react-email/components'
import type { ResolvedBrand } from './emailContext'
import type { EmailFooterCopy } from './emailFooterCopy'
import type { EmailSegment } from './emailParagraphs'

export interface EmailLayoutProps {
  language: string
  subject: string
  funnelName: string
  brand: ResolvedBrand
  paragraphs: EmailSegment[][]
  /** The one call to action; absent where the template has none or its address is not known. */
  button: { label: string; url: string } | null
  footer: {
    copy: EmailFooterCopy
    company: { name: string; postalAddress: string } | null
    termsUrl: string
    policyUrl: string
    unsubscribeUrl: string | null
  }
}

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

/**
 * Dark mode: clients that honour prefers-color-scheme get a dark page with light text; the
 * inline colours are the light theme, for clients that read no <style>. The logo sits on its
 * own light plate in the PNG, so it reads on both. The footer's plain <a>s take their colour here.
 * React Email's Body repeats the page's inline background on its own cell, hence the child selector.
 */
const styles = (brand: ResolvedBrand) => `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
.email-footer a { color: ${brand.textColor}; text-decoration: underline; }
@media (prefers-color-scheme: dark) {
  .email-page, .email-page > table > tbody > tr > td { background-color: #121214 !important; }
  .email-card { background-color: #1e1e23 !important; }
  .email-copy, .email-footer { color: #ececf1 !important; }
  .email-copy a, .email-footer a { color: #a9bcff !important; }
}
@media only screen and (max-width: 480px) {
  .email-card { padding: 24px 18px !important; }
}
`

function Paragraph({ segments, brand }: { segments: EmailSegment[]; brand: ResolvedBrand }) {
  return (
    <Text className="email-copy" style={{ fontSize: '17px', lineHeight: '1.55', margin: '0 0 16px', color: brand.textColor }}>
      {segments.map((segment, index) =>
        segment.kind === 'break' ? (
          <br key={index} />
        ) : segment.kind === 'link' ? (
          <Link key={index} href={segment.url} style={{ color: brand.primaryColor, textDecoration: 'underline', wordBreak: 'break-word' }}>
            {segment.url}
          </Link>
        ) : (
          segment.text
        ),
      )}
    </Text>
  )
}

function Footer({ footer, brand }: Pick<EmailLayoutProps, 'footer' | 'brand'>) {
  const { copy, company } = footer
  const small = { fontSize: '14px', lineHeight: '1.5', margin: '0 0 8px', color: brand.textColor }
  return (
    <Section className="email-footer" style={{ padding: '20px 8px 0', color: brand.textColor }}>
      {company && (
        <Text className="email-footer" style={small}>
          {`${copy.sentBy} ${company.name}, ${company.postalAddress.split('\n').join(', ')}`}
        </Text>
      )}
      <Text className="email-footer" style={small}>
        <a href={footer.termsUrl}>{copy.terms}</a> · <a href={footer.policyUrl}>{copy.policy}</a>
      </Text>
      {footer.unsubscribeUrl && (
        <Text className="email-footer" style={small}>
          {`${copy.unsubscribeLead} `}
          <a href={footer.unsubscribeUrl}>{copy.unsubscribe}</a>
        </Text>
      )}
    </Section>
  )
}

/**
 * Every e-mail's frame: the funnel's logo, the copy, one button, the sender's footer. One column
 * at most 560 px wide, 17 px text and a full-width button at least 48 px tall, so it reads on a
 * 390 px phone without zooming; a system font stack, no web fonts to fetch.
 */
export function EmailLayout({ language, subject, funnelName, brand, paragraphs, button, footer }: EmailLayoutProps) {
  return (
    <Html lang={language}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{subject}</title>
        <style>{styles(brand)}</style>
      </Head>
      <Body className="email-page" style={{ margin: 0, padding: '24px 12px', backgroundColor: brand.background, fontFamily: FONT }}>
        <Container style={{ maxWidth: '560px', width: '100%', margin: '0 auto' }}>
          <Section style={{ padding: '0 8px 16px' }}>
            {brand.logo ? (
              <Img src={brand.logo.src} alt={brand.logo.alt} width={brand.logo.width} height={brand.logo.height} style={{ display: 'block', border: 0 }} />
            ) : (
              <Text className="email-copy" style={{ fontSize: '20px', fontWeight: 700, margin: 0, color: brand.textColor }}>
                {funnelName}
              </Text>
            )}
          </Section>
          <Section className="email-card" style={{ backgroundColor: '#ffffff', borderRadius: '14px', padding: '32px 28px' }}>
            {paragraphs.map((segments, index) => (
              <Paragraph key={index} segments={segments} brand={brand} />
            ))}
            {button && (
              <Section style={{ padding: '8px 0 0' }}>
                <Button
                  href={button.url}
                  style={{ display: 'block', boxSizing: 'border-box', width: '100%', padding: '15px 24px', borderRadius: '10px', backgroundColor: brand.primaryColor, color: '#ffffff', fontSize: '17px', fontWeight: 600, lineHeight: '1.2', textAlign: 'center', textDecoration: 'none' }}
                >
                  {button.label}
                </Button>
              </Section>
            )}
          </Section>
          <Footer footer={footer} brand={brand} />
        </Container>
      </Body>
    </Html>
  )
}
