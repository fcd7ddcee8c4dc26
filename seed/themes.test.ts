// @vitest-environment jsdom
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { themeSchema } from '../schemas/theme/schema'
import { themeContrastIssues } from '../schemas/theme/themeContrast'
import { seedDocuments } from './dataset'
import { themeDocuments } from './themes'

const PUBLIC = join(import.meta.dirname, '..', 'web', 'public')
const funnels = seedDocuments().filter((document) => document._type === 'funnel') as { _id: string; key: string; theme?: { _ref: string }; background?: string }[]

describe('the seed\'s themes', () => {
  it('every funnel has a theme of its own, and each theme is valid', () => {
    const ids = new Set(themeDocuments.map((theme) => theme._id))
    expect(funnels.map((funnel) => funnel.theme?._ref)).toEqual(funnels.map((funnel) => `theme.${funnel.key}`))
    expect(funnels.every((funnel) => ids.has(funnel.theme!._ref))).toBe(true)
    for (const theme of themeDocuments) expect(themeSchema.safeParse(theme).error, theme._id).toBeUndefined()
  })

  it('a themed funnel sets no background of its own: the theme\'s is the one a copywriter changes', () => {
    expect(funnels.filter((funnel) => funnel.theme && funnel.background !== undefined).map((funnel) => funnel._id)).toEqual([])
  })

  it('every theme passes the Studio\'s contrast check, warnings included', () => {
    expect(themeDocuments.flatMap((theme) => themeContrastIssues(theme.colors).map((issue) => `${theme._id}: ${issue.message}`))).toEqual([])
  })

  it('screen detox\'s accent is a real orange that carries white text', () => {
    const accent = themeDocuments.find((theme) => theme._id === 'theme.screendetox')!.colors.accent
    const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(accent.slice(at, at + 2), 16)) as [number, number, number]
    // Orange: red leads, green about half of it, little blue.
    expect(r).toBeGreaterThan(180)
    expect(g / r).toBeGreaterThan(0.25)
    expect(g / r).toBeLessThan(0.6)
    expect(b).toBeLessThan(g)
  })

  it('every logo is a small single-line SVG the site ships, its viewBox the size the theme gives', () => {
    for (const { _id, logo } of themeDocuments) {
      expect(logo?.src, _id).toMatch(/^\/images\/[a-z]+\/logo\.svg$/)
      const file = join(PUBLIC, logo!.src!)
      expect(statSync(file).size, file).toBeLessThan(3_000)
      const svg = new DOMParser().parseFromString(readFileSync(file, 'utf8'), 'image/svg+xml').documentElement
      expect(svg.getAttribute('viewBox'), file).toBe(`0 0 ${String(logo!.width)} ${String(logo!.height)}`)
      expect(logo!.height).toBe(28)
      // The name fits its width in whatever font the device has.
      expect(svg.getElementsByTagName('text')[0]?.getAttribute('lengthAdjust'), file).toBe('spacingAndGlyphs')
      expect(logo!.alt.en && logo!.alt.pl, _id).toBeTruthy()
    }
  })
})
