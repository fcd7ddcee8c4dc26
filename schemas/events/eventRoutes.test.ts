import { describe, expect, it } from 'vitest'
import { EVENT_CATALOGUE } from './eventCatalogue'

describe('the routes declared beside the events', () => {
  it("send exactly the spec's events to GA4 and Meta, under their names (spec 7)", () => {
    const routes = Object.values(EVENT_CATALOGUE).flatMap((declaration) => {
      const analytics = 'analytics' in declaration ? declaration.analytics.name : undefined
      const ad = 'ad' in declaration ? declaration.ad.name : undefined
      return analytics || ad ? [[declaration.name, analytics ?? null, ad ?? null]] : []
    })
    expect(routes).toEqual([
      ['Visited: [page]', 'screen_view', null],
      ['Answered Quiz Question: [name]', 'quiz_answered', null],
      ['Email provided', 'email_provided', null],
      ['User registered', null, 'CompleteRegistration'],
      ['Package selected', 'package_selected', 'AddToCart'],
      ['Payment started', 'begin_checkout', 'InitiateCheckout'],
      ['Trial Completed', 'trial_completed', null],
      ['Payment completed', 'purchase', 'Purchase'],
    ])
  })

  it('route no server fact to the browser-side senders', () => {
    const serverRouted = Object.values(EVENT_CATALOGUE).filter((declaration) => declaration.origin === 'server' && ('analytics' in declaration || 'ad' in declaration))
    expect(serverRouted).toEqual([])
  })
})
