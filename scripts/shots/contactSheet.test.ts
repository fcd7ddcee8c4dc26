import { describe, expect, it } from 'vitest'
import { contactSheet, type SheetShot } from './contactSheet'
import type { ShotTarget } from './shotTargets'

const target = (position: number, key: string): ShotTarget => ({ funnel: 'deeps', position, key, componentType: 'landing', route: position === 1 ? '/deeps' : `/deeps/${key}` })
const options = { languages: ['en', 'pl'], viewports: ['phone', 'desktop'], takenAt: new Date('2026-11-27T10:00:00Z') }

describe('contact sheet', () => {
  it('shows each page once, in order, with every language and viewport linked to its full size', () => {
    const shots: SheetShot[] = [
      { target: target(2, 'age'), language: 'en', files: { phone: 'deeps/en/02-age-phone.png', desktop: 'deeps/en/02-age-desktop.png' } },
      { target: target(1, 'landing'), language: 'pl', files: { phone: 'deeps/pl/01-landing-phone.png' } },
      { target: target(1, 'landing'), language: 'en', files: { phone: 'deeps/en/01-landing-phone.png' } },
    ]
    const html = contactSheet(shots, options)
    expect(html.indexOf('1. landing')).toBeLessThan(html.indexOf('2. age'))
    expect(html).toContain('deeps (2 pages)')
    expect(html).toContain('<a href="deeps/pl/01-landing-phone.png"><img src="deeps/pl/01-landing-phone.png"')
    expect(html.match(/<tr>/g)).toHaveLength(3)
  })

  it('says why a shot is missing and where a page sent the visitor', () => {
    const shots: SheetShot[] = [{ target: target(3, 'paywall'), language: 'en', files: {}, problem: 'net::ERR_CONNECTION_REFUSED', landedOn: '/deeps' }]
    const html = contactSheet(shots, options)
    expect(html).toContain('<td class="missing">net::ERR_CONNECTION_REFUSED</td>')
    expect(html).toContain('shows /deeps')
    expect(html).toContain('<td class="missing">not taken</td>')
  })

  it('escapes what content puts in keys and routes', () => {
    const html = contactSheet([{ target: { ...target(1, '<b>x</b>'), route: '/a"b' }, language: 'en', files: {} }], options)
    expect(html).not.toContain('<b>x</b>')
    expect(html).toContain('&#60;b&#62;x&#60;/b&#62;')
  })
})
