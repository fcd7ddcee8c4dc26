// @vitest-environment jsdom
/**
 * The images the seed shows ship with the repository: every image a page references (its images,
 * an expert's photo, an option's or item's image, rule overrides, nextImages) exists under
 * web/public, is a well-formed SVG with a viewBox, and has the aspect of the width and height the
 * content gives it, so the space the browser reserves is the space the image fills.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { seedDocuments } from './dataset'

const PUBLIC = join(import.meta.dirname, '..', 'web', 'public')
const IMAGES = join(PUBLIC, 'images')

interface ImageUse {
  src: string
  where: string
  width?: number
  height?: number
}

/** Every image a document uses: pageImage objects anywhere in it, and nextImages URLs. */
function imageUses(value: unknown, where: string, uses: ImageUse[] = []): ImageUse[] {
  if (Array.isArray(value)) value.forEach((entry, index) => imageUses(entry, `${where}[${index}]`, uses))
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if (record._type === 'pageImage' && typeof record.src === 'string') {
      uses.push({ src: record.src, where, width: Number(record.width), height: Number(record.height) })
    }
    if (Array.isArray(record.nextImages)) {
      for (const src of record.nextImages) uses.push({ src: String(src), where: `${where}.nextImages` })
    }
    for (const [field, entry] of Object.entries(record)) imageUses(entry, `${where}.${field}`, uses)
  }
  return uses
}

interface SvgFacts {
  error?: string
  viewBox?: [number, number]
  hasText: boolean
  external: boolean
}

function readSvg(file: string): SvgFacts {
  const source = readFileSync(file, 'utf8')
  const doc = new DOMParser().parseFromString(source, 'image/svg+xml')
  const root = doc.documentElement
  if (doc.getElementsByTagName('parsererror').length > 0) return { error: 'not well-formed XML', hasText: false, external: false }
  if (root.localName !== 'svg' || root.namespaceURI !== 'http://www.w3.org/2000/svg') return { error: 'root is not an SVG element', hasText: false, external: false }
  const box = (root.getAttribute('viewBox') ?? '').trim().split(/[\s,]+/).map(Number)
  const viewBox = box.length === 4 && box.every(Number.isFinite) && box[2]! > 0 && box[3]! > 0 ? ([box[2]!, box[3]!] as [number, number]) : undefined
  return {
    viewBox,
    hasText: root.getElementsByTagName('text').length > 0,
    external: /(?:href|src)\s*=\s*["'](?:https?:)?\/\//i.test(source) || /<script/i.test(source),
  }
}

const shippedImages = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? shippedImages(path) : [path]
  })

/** What is wrong with the images some documents use: missing files, malformed SVGs, wrong aspect. */
function imageProblems(documents: readonly { _id: string }[]): string[] {
  const problems: string[] = []
  for (const use of documents.flatMap((doc) => imageUses(doc, doc._id))) {
    const at = `${use.where}: ${use.src}`
    if (!/^\/images\/[\w/-]+\.svg$/.test(use.src)) problems.push(`${at} is not an SVG under /images/`)
    const file = join(PUBLIC, use.src)
    if (!existsSync(file)) {
      problems.push(`${at} does not exist under web/public`)
      continue
    }
    const svg = readSvg(file)
    if (svg.error || !svg.viewBox) {
      problems.push(`${at}: ${svg.error ?? 'no viewBox'}`)
      continue
    }
    if (use.width === undefined || use.height === undefined) continue
    const [w, h] = svg.viewBox
    if (!(use.width > 0 && use.height > 0) || Math.abs(w / h - use.width / use.height) > 0.01) {
      problems.push(`${at} is ${w}x${h}, the content says ${use.width}x${use.height}`)
    }
  }
  return problems
}

const image = (src: string, width: number, height: number) => ({ _type: 'pageImage', src, width, height })

describe('images the seed references', () => {
  it('exist under web/public as well-formed SVGs whose viewBox has the aspect of the width and height the content gives', () => {
    expect(imageProblems(seedDocuments())).toEqual([])
  })

  it('the check finds missing files, a wrong aspect and nextImages that do not exist', () => {
    const page = {
      _id: 'page.test.images',
      images: [image('/images/screendetox/landing-original.svg', 640, 400), image('/images/screendetox/expert-original.svg', 640, 400)],
      expert: { photo: image('/images/nowhere.svg', 320, 320) },
      nextImages: ['/images/parenting/before.svg', '/images/parenting/missing.svg'],
    }
    expect(imageProblems([page])).toEqual([
      'page.test.images.nextImages: /images/parenting/missing.svg does not exist under web/public',
      'page.test.images.images[1]: /images/screendetox/expert-original.svg is 320x320, the content says 640x400',
      'page.test.images.expert.photo: /images/nowhere.svg does not exist under web/public',
    ])
  })
})

describe('images the repository ships (web/public/images)', () => {
  const files = shippedImages(IMAGES)

  it('includes the screen-detox and parenting illustrations other content names', () => {
    const names = files.map((file) => file.slice(IMAGES.length + 1).replaceAll('\\', '/'))
    for (const name of [
      'screendetox/landing-original.svg',
      'screendetox/landing-alternative.svg',
      'screendetox/landing-photorealistic.svg',
      'screendetox/expert-original.svg',
      'screendetox/expert-alternative.svg',
      'screendetox/before.svg',
      'screendetox/after.svg',
      'screendetox/social-proof.svg',
      'parenting/landing-original.svg',
      'parenting/landing-screenshot.svg',
      'parenting/social-proof.svg',
      'parenting/before.svg',
      'parenting/after.svg',
    ]) {
      expect(names).toContain(name)
    }
  })

  it('are small, self-contained SVG illustrations without baked-in text', () => {
    for (const file of files) {
      expect(file).toMatch(/\.svg$/)
      const svg = readSvg(file)
      expect(svg.error, file).toBeUndefined()
      expect(svg.viewBox, file).toBeDefined()
      // A logo is the exception: its wordmark is the brand's name, the same in every language (themes.test.ts).
      if (!file.endsWith('logo.svg')) expect(svg.hasText, `${file} has text in it (text belongs in content, translated)`).toBe(false)
      expect(svg.external, `${file} loads something from elsewhere or runs a script`).toBe(false)
      expect(statSync(file).size, file).toBeLessThan(12_000)
    }
  })
})
