import { describe, expect, it } from 'vitest'
import type { EmailContext } from '../../../schemas/emailLayout/emailContext'
import type { EmailTemplateDocument } from '../../../schemas/emailTemplate/schema'
import { renderEmail } from './renderEmail'

const template: EmailTemplateDocument = {
  _id: 'emailTemplate.test.welcome',
  _type: 'emailTemplate',
  key: 'welcome',
  subject: { _type: 'emailLocaleString', en: 'Welcome to {{funnelName}}', pl: 'Witamy w {{funnelName}}' },
  body: { _type: 'emailLocaleText', en: 'Hi {{email}},\n\nyour style: {{resultName}}.\nOpen: {{appLink}}.\n\nBye', pl: 'Cześć {{email}},\n\nTwój styl: {{resultName}}.\n\nNa razie' },
  callToAction: { label: { _type: 'emailLocaleString', en: 'Open your plan', pl: 'Otwórz swój plan' }, url: '{{appLink}}' },
}

const context: EmailContext = {
  funnelName: 'Stepwise',
  siteUrl: 'https://funnels.example',
  brand: { logo: { url: '/email/leadership.png', alt: 'Stepwise Leadership', width: 180, height: 40 }, primaryColor: '#2f5bea', textColor: '#1b1b1f', background: '#f6f3ee' },
  company: { name: 'Stepwise Labs sp. z o.o.', postalAddress: 'ul. Prosta 51\n00-838 Warszawa\nPoland' },
}

const APP = 'https://apps.apple.com/app/stepwise?x=1&y=2'

describe('renderEmail', () => {
  it('fills the placeholders in subject and body, in the send language', async () => {
    const email = await renderEmail(template, 'pl', { email: 'ola@example.com', funnelName: 'Stepwise', resultName: 'coaching' }, context)
    expect(email.subject).toBe('Witamy w Stepwise')
    expect(email.text).toContain('Cześć ola@example.com,\n\nTwój styl: coaching.\n\nNa razie')
  })

  it('falls back to English for a language without copy', async () => {
    expect((await renderEmail(template, 'de', { funnelName: 'Stepwise' }, context)).subject).toBe('Welcome to Stepwise')
  })

  it('makes paragraphs of blank-line blocks, line breaks of single ones, and links of the app address', async () => {
    const { html } = await renderEmail(template, 'en', { email: 'a@b.co', resultName: 'coaching', appLink: APP }, context)
    expect(html).toContain('lang="en"')
    expect(html).toContain('<title>Welcome to {{funnelName}}</title>')
    expect(html).toMatch(/<p class="email-copy"[^>]*>Hi a@b.co,<\/p>/)
    expect(html).toMatch(/your style: coaching.<br\/>Open: <a href="https:\/\/apps.apple.com\/app\/stepwise\?x=1&amp;y=2"[^>]*>https:\/\/apps.apple.com\/app\/stepwise\?x=1&amp;y=2<\/a>.<\/p>/)
    expect(html.match(/<p class="email-copy"/g)).toHaveLength(3)
  })

  it('shows the funnel logo with its alt text and size, from the site origin', async () => {
    const { html } = await renderEmail(template, 'en', {}, context)
    expect(html).toMatch(/<img alt="Stepwise Leadership" height="40" src="https:\/\/funnels.example\/email\/leadership.png"[^>]*width="180"/)
  })

  it.each([
    ['en', 'Open your plan', 'Sent by', 'Terms of service', 'Privacy policy'],
    ['pl', 'Otwórz swój plan', 'Nadawca:', 'Regulamin', 'Polityka prywatności'],
  ])('has one button with the filled URL and the label, and the footer, in %s', async (language, label, sentBy, terms, policy) => {
    const { html, text } = await renderEmail(template, language, { appLink: APP }, context)
    const buttons = [...html.matchAll(/<a href="([^"]*)"[^>]*style="[^"]*background-color:#2f5bea[^>]*>[\s\S]*?<\/a>/g)]
    expect(buttons).toHaveLength(1)
    expect(buttons[0]![1]).toBe(APP.replace('&', '&amp;'))
    expect(buttons[0]![0]).toContain(`>${label}</span>`)
    expect(html).toContain(`${sentBy} Stepwise Labs sp. z o.o., ul. Prosta 51, 00-838 Warszawa, Poland`)
    expect(html).toContain(`<a href="https://funnels.example/terms">${terms}</a>`)
    expect(html).toContain(`<a href="https://funnels.example/policy">${policy}</a>`)
    // The plain-text part: the button's address and the whole footer.
    expect(text).toContain(`${label} [${APP}]`)
    expect(text).toContain(`${sentBy} Stepwise Labs sp. z o.o., ul. Prosta 51, 00-838 Warszawa, Poland`)
    expect(text).toContain(`${terms} [https://funnels.example/terms] · ${policy} [https://funnels.example/policy]`)
  })

  it('leaves the button out while its address is an unfilled placeholder', async () => {
    const { html } = await renderEmail(template, 'en', {}, context)
    expect(html).not.toContain('Open your plan')
    expect(html).not.toContain('href="{{appLink}}"')
  })

  it('reads on a phone and in dark mode: viewport, colour schemes, a narrow column, a system font', async () => {
    const { html } = await renderEmail(template, 'en', { appLink: APP }, context)
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>')
    expect(html).toContain('<meta name="color-scheme" content="light dark"/>')
    expect(html).toMatch(/@media \(prefers-color-scheme: dark\) \{[\s\S]*\.email-card \{ background-color: #1e1e23 !important; \}/)
    expect(html).toContain('max-width:560px')
    expect(html).toContain('font-size:17px')
    expect(html).toMatch(/font-family:-apple-system, BlinkMacSystemFont/)
    expect(html).not.toMatch(/font-family:[^;"]*(Times|Georgia|(?<!sans-)serif)/)
  })

  it('without a brand, shows the funnel name and the web app colours', async () => {
    const { html } = await renderEmail(template, 'en', { appLink: APP }, { funnelName: 'Deeps', siteUrl: 'https://funnels.example' })
    expect(html).not.toContain('<img')
    expect(html).toMatch(/>Deeps<\/p>/)
    expect(html).toContain('background-color:#2f5bea')
  })

  it('escapes copy and values: a visitor can never add markup', async () => {
    const { html, subject, text } = await renderEmail(template, 'en', { email: '"><script>alert(1)</script>@x.co', funnelName: 'A & B <i>', resultName: "O'Neil", appLink: 'https://x.co/"><b>' }, context)
    expect(subject).toBe('Welcome to A & B <i>')
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<i>')
    expect(html).not.toContain('<b>')
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;@x.co')
    expect(html).toContain('<title>Welcome to A &amp; B &lt;i&gt;</title>')
    expect(html).toContain('O&#x27;Neil')
    expect(text).toContain('"><script>alert(1)</script>@x.co')
  })

  it('puts a marketing e-mail’s unsubscribe link in the footer; a transactional e-mail has none', async () => {
    const link = 'https://funnels.example/unsubscribe?token=a.b&lang=pl'
    const marketing = await renderEmail(template, 'pl', {}, { ...context, unsubscribeUrl: link })
    expect(marketing.html).toMatch(/<p class="email-footer"[^>]*>Otrzymujesz tę wiadomość, ponieważ korzystasz z\u00a0jednego z\u00a0naszych kursów. <a href="https:\/\/funnels.example\/unsubscribe\?token=a.b&amp;lang=pl">Wypisz się<\/a><\/p>/)
    expect(marketing.text).toContain(`Wypisz się [${link}]`)
    const transactional = await renderEmail(template, 'pl', {}, context)
    expect(transactional.html).not.toMatch(/unsubscribe|Wypisz/i)
    expect(transactional.text).not.toContain('Wypisz')
  })
})
