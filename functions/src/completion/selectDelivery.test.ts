import { describe, expect, it } from 'vitest'
import type { EmailDelivery } from '../../../schemas/funnel/schema'
import { leadershipEmailConfig } from '../../../seed/funnels/leadership/emails'
import { emailLanguage } from './emailLanguage'
import { selectDelivery } from './selectDelivery'

const plugins = (entry: EmailDelivery | null) => entry?.plugins.map((plugin) => plugin._type)

describe('selectDelivery', () => {
  it('picks the entry for the purpose', () => {
    expect(selectDelivery(leadershipEmailConfig, 'welcome', 'en', {})?.plugins).toEqual([expect.objectContaining({ templateId: 'leadership_welcome', templateKey: 'welcome' })])
    expect(selectDelivery(leadershipEmailConfig, 'results', 'pl', {})?.purpose).toBe('results')
  })

  it("the courseEnrollment variant adds the course plugin; standard, no assignment or another test's variant do not", () => {
    const pick = (variants: Record<string, string>) => plugins(selectDelivery(leadershipEmailConfig, 'payment_confirmation', 'en', variants))
    expect(pick({ paymentConfirmationEmailKey: 'courseEnrollment' })).toEqual(['emailPlugin', 'courseEnrollmentPlugin'])
    expect(pick({ paymentConfirmationEmailKey: 'standard' })).toEqual(['emailPlugin'])
    expect(pick({})).toEqual(['emailPlugin'])
    expect(pick({ pricingSetKey: 'courseEnrollment' })).toEqual(['emailPlugin'])
  })

  it('the variant entry wins wherever it stands in content order', () => {
    const reversed = [...leadershipEmailConfig].reverse()
    expect(plugins(selectDelivery(reversed, 'payment_confirmation', 'en', { paymentConfirmationEmailKey: 'courseEnrollment' }))).toEqual(['emailPlugin', 'courseEnrollmentPlugin'])
  })

  it('falls back to the English entry when no entry serves the language', () => {
    const config: EmailDelivery[] = [
      { _type: 'emailDelivery', _key: 'a', purpose: 'welcome', languages: ['pl'], plugins: [{ _type: 'emailPlugin', _key: 'p', templateId: 'pl-welcome', templateKey: 'welcome' }] },
      { _type: 'emailDelivery', _key: 'b', purpose: 'welcome', languages: ['en'], plugins: [{ _type: 'emailPlugin', _key: 'p', templateId: 'en-welcome', templateKey: 'welcome' }] },
    ]
    const templateId = (language: string) => {
      const plugin = selectDelivery(config, 'welcome', language, {})?.plugins[0]
      return plugin?._type === 'emailPlugin' ? plugin.templateId : null
    }
    expect(templateId('pl')).toBe('pl-welcome')
    expect(templateId('de')).toBe('en-welcome')
  })

  it('answers null when the purpose has no entry', () => {
    expect(selectDelivery(leadershipEmailConfig.filter((entry) => entry.purpose !== 'results'), 'results', 'en', {})).toBeNull()
  })
})

describe('emailLanguage', () => {
  it("is the visitor's language when the funnel sends in it, by its primary subtag; else English", () => {
    const languages = ['en', 'es', 'pt', 'de', 'tr']
    expect(emailLanguage('pt-BR', languages)).toBe('pt')
    expect(emailLanguage('DE', languages)).toBe('de')
    expect(emailLanguage('pl', languages)).toBe('en')
    expect(emailLanguage('xx', [])).toBe('en')
  })
})
