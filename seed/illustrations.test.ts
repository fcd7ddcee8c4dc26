/**
 * The leadership and deeps illustration sets: every image their pages name is a shipped SVG
 * whose viewBox is exactly the width and height the page claims (so the space reserved is the
 * space filled), flat (a handful of colours, no raster, no fonts or text), small enough for the
 * landing budget, and described in English and Polish; each opening, story, result, plan and
 * paywall page named below shows one, the page before it preloads it, and no file in the sets
 * goes unused.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { PageDocument } from '../schemas/page/schema'
import { deepsDocuments, deepsPages } from './funnels/deeps/index'
import { leadershipDocuments, leadershipPages } from './funnels/leadership/index'


const PUBLIC = join(import.meta.dirname, '..', 'web', 'public')
/** The funnel's illustrations: its folder less the theme's logo (a wordmark, checked with the themes in themes.test.ts). */
const illustrationFiles = (funnel: string) => readdirSync(join(PUBLIC, 'images', funnel)).filter((name) => name !== 'logo.svg')

const pagesOf = (documents: readonly { _type: string }[]) => documents.filter((doc): doc is PageDocument => doc._type === 'page')

const FUNNELS = {
  leadership: {
    pages: pagesOf(leadershipDocuments),
    order: leadershipPages,
    illustrated: ['landing', 'quickQuestion1_1', 'currentRole', 'timeOfDay', 'explanation3', 'explanation4', 'explanation5', 'explanation6', 'explanation7', 'explanation8', 'explanation9', 'explanation10', 'explanation11', 'explanation19', 'result', 'offer'],
  },
  deeps: {
    pages: pagesOf(deepsDocuments),
    order: deepsPages,
    illustrated: ['landingPage', 'qProfileBigPicture', 'qPersonality', 'book1', 'primaryGoal', 'qProfileBigPictureFeedback', 'thanksHonesty', 'qBodyMindFeedback', 'personalize_ready', 'planReady', 'offer-trial', 'offer-60', 'offer-70'],
  },
}

const imagesOf = (page: PageDocument) => ('images' in page && page.images ? page.images : [])
const placementOf = (page: PageDocument) => ('imagePlacement' in page ? page.imagePlacement : undefined)

/** Distinct colours an SVG paints with (fill and stroke values other than none). */
const coloursOf = (source: string) => new Set([...source.matchAll(/(?:fill|stroke)="(#[0-9a-f]{3,8})"/gi)].map((match) => match[1]!.toLowerCase()))

describe.each(Object.entries(FUNNELS))('%s illustrations', (funnel, { pages, order, illustrated }) => {
  const uses = pages.flatMap((page) => imagesOf(page).map((image) => ({ page, image })))

  it('show on the landing, the pages that open a topic, the stories, the result and plan pages and the paywall, placed on top', () => {
    for (const key of illustrated) {
      const page = pages.find((candidate) => candidate.key === key)
      expect(page, key).toBeDefined()
      expect(imagesOf(page!), key).toHaveLength(1)
      expect(placementOf(page!), key).toBe('top')
    }
  })

  it('are shipped SVG files whose viewBox is the width and height the page gives, so nothing shifts when they arrive', () => {
    expect(uses.length).toBeGreaterThan(0)
    for (const { page, image } of uses) {
      expect(image.src, page.key).toMatch(new RegExp(`^/images/${funnel}/[a-z-]+\\.svg$`))
      const source = readFileSync(join(PUBLIC, image.src!), 'utf8')
      const viewBox = /<svg[^>]*\sviewBox="0 0 (\d+) (\d+)"/.exec(source)
      expect(viewBox, image.src).not.toBeNull()
      expect([Number(viewBox![1]), Number(viewBox![2])], image.src).toEqual([image.width, image.height])
    }
  })

  it('are described in English and in Polish', () => {
    for (const { page, image } of uses) {
      expect(image.alt?.en, page.key).toMatch(/^Illustration: \S.{10,}/)
      expect(image.alt?.pl, page.key).toMatch(/^Ilustracja: \S.{10,}/)
    }
  })

  it('are flat drawings: 2 to 4 colours, no raster, no fonts or text, under 4 KB (the landing hero under 3 KB)', () => {
    const dir = join(PUBLIC, 'images', funnel)
    const hero = imagesOf(pages.find((page) => page.componentType === 'landing')!)[0]!.src
    for (const name of illustrationFiles(funnel)) {
      const file = join(dir, name)
      const source = readFileSync(file, 'utf8')
      expect(name).toMatch(/\.svg$/)
      expect(source, name).not.toMatch(/<image|<text|<style|font-family|data:/i)
      const colours = coloursOf(source)
      expect(colours.size, `${name}: ${[...colours].join(' ')}`).toBeGreaterThanOrEqual(2)
      expect(colours.size, `${name}: ${[...colours].join(' ')}`).toBeLessThanOrEqual(4)
      expect(statSync(file).size, name).toBeLessThan(`/images/${funnel}/${name}` === hero ? 3_000 : 4_000)
    }
  })

  it('are fetched at idle by the page shown before theirs (its nextImages), so a story or question never waits for one', () => {
    const shown = order.filter((page) => !page.hidden)
    shown.forEach((page, index) => {
      if (index === 0) return
      for (const image of imagesOf(page)) expect(shown[index - 1]!.nextImages, `${shown[index - 1]!.key} before ${page.key}`).toContain(image.src)
    })
  })

  it('leave no file of the set unused', () => {
    const used = new Set(uses.map(({ image }) => image.src))
    for (const name of illustrationFiles(funnel)) expect(used, name).toContain(`/images/${funnel}/${name}`)
  })
})
