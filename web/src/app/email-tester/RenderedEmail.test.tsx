// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { sampleEmailValues } from '../../../../schemas/emailTemplate/sampleValues'
import { leadershipFunnel } from '../../../../seed/funnels/leadership/index'
import { leadershipEmailTemplates } from '../../../../seed/funnels/leadership/emailTemplates'
import { siteSettings } from '../../../../seed/siteSettings'
import { RenderedEmail } from './RenderedEmail'

afterEach(cleanup)

describe('the e-mail tester’s rendered e-mail', () => {
  it('shows the seed welcome as sent: logo, Polish button with the sample app link, the company footer', async () => {
    const template = leadershipEmailTemplates.find((candidate) => candidate.key === 'welcome')!
    const context = { funnelName: 'Stepwise Leadership', brand: leadershipFunnel.emailBrand, company: siteSettings.company, siteUrl: 'https://funnels.example' }
    render(<RenderedEmail template={template} language="pl" values={sampleEmailValues('Stepwise Leadership')} context={context} title="welcome in Polski, as sent" />)
    const frame = await screen.findByTitle('welcome in Polski, as sent')
    const html = frame.getAttribute('srcdoc') ?? ''
    expect(html).toContain('src="https://funnels.example/email/leadership.png"')
    expect(html).toMatch(/<a href="https:\/\/app.example\/start"[^>]*background-color:#2f5bea[\s\S]*?Otwórz swój plan/)
    expect(html).toContain('Nadawca: Stepwise Labs sp. z o.o., ul. Prosta 51, 00-838 Warszawa, Poland')
  })
})
