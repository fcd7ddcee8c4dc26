/**
 * Item 3: what a page downloads before its first paint and after it, unthrottled, fresh browser
 * context, page settled (network idle). Sizes are as transferred (compressed, headers included):
 * Resource Timing's transferSize, and the navigation entry for the HTML. Cross-origin answers
 * without Timing-Allow-Origin (the lake's live content) report 0 there, so those sizes come
 * from the browser's network log instead. "Before" means requested before the first paint.
 * The JavaScript before the paint is also sized as gzip -9 of the built files (what serveWeb
 * sends a gzip-only client), the unit the budget in budgets.json is written in.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser } from '@playwright/test'
import { afterPaintOfBuild, type AfterPaint } from './afterPaint'
import type { Target } from './targets'

export interface ByteSplit {
  target: Target
  firstPaintMs: number
  jsBefore: number
  jsAfter: number
  totalBefore: number
  totalAfter: number
  /** gzip -9 of the same-origin scripts requested before the first paint. */
  jsBeforeGzip: number
  filesBefore: number
  filesAfter: number
  /** The requests after the first paint by kind, and their JavaScript as brotli (afterPaint.ts). */
  afterPaint?: AfterPaint
  error?: string
}

interface Entry {
  url: string
  startTime: number
  transferSize: number
  encodedBodySize: number
  initiatorType: string
}

/** Runs in the page: the first paint and every request it made, the HTML first. */
function readEntries(): { firstPaint: number; entries: Entry[] } {
  const paints = performance.getEntriesByType('paint')
  const firstPaint = (paints.find((entry) => entry.name === 'first-paint') ?? paints.find((entry) => entry.name === 'first-contentful-paint'))?.startTime ?? Infinity
  const navigation = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
  const entries = [...navigation, ...resources].map((entry) => ({ url: entry.name, startTime: entry.startTime, transferSize: entry.transferSize, encodedBodySize: entry.encodedBodySize, initiatorType: entry.initiatorType }))
  return { firstPaint, entries }
}

const isScript = (url: string) => /\.m?js$/.test(new URL(url).pathname)

/** Bytes a gzip-only client gets for a built file (serveWeb: gzip -9, nothing under 256 bytes). */
function gzipSizeOf(dir: string, url: string): number {
  const file = join(dir, decodeURIComponent(new URL(url).pathname))
  if (!existsSync(file)) return 0
  const body = readFileSync(file)
  return body.length < 256 ? body.length : gzipSync(body, { level: 9 }).length
}

export async function measureBytes(browser: Browser, target: Target): Promise<ByteSplit> {
  const { origin: targetOrigin } = new URL(target.url)
  const held = Object.entries(target.localStorage ?? {}).map(([name, value]) => ({ name, value }))
  const context = await browser.newContext(held.length > 0 ? { storageState: { cookies: [], origins: [{ origin: targetOrigin, localStorage: held }] } } : {})
  const page = await context.newPage()
  // The browser's own count of bytes on the wire, for answers Resource Timing may not size.
  const wireSizes = new Map<string, number[]>()
  page.on('requestfinished', (request) => {
    void request.sizes().then(
      (sizes) => wireSizes.set(request.url(), [...(wireSizes.get(request.url()) ?? []), sizes.responseBodySize + sizes.responseHeadersSize]),
      () => {},
    )
  })
  try {
    await page.goto(target.url, { waitUntil: 'networkidle' })
    await page.locator(target.heading).first().waitFor()
    const { firstPaint, entries } = await page.evaluate(readEntries)
    const origin = new URL(target.url).origin
    const sizeOf = (entry: Entry) => {
      if (entry.transferSize > 0 || new URL(entry.url).origin === origin) return entry.transferSize
      return wireSizes.get(entry.url)?.shift() ?? 0
    }
    const before = entries.filter((entry) => entry.startTime < firstPaint)
    const after = entries.filter((entry) => entry.startTime >= firstPaint)
    const sum = (list: Entry[]) => list.reduce((total, entry) => total + sizeOf(entry), 0)
    const scripts = (list: Entry[]) => list.filter((entry) => isScript(entry.url))
    const jsBeforeGzip = scripts(before)
      .filter((entry) => new URL(entry.url).origin === origin)
      .reduce((total, entry) => total + gzipSizeOf(target.site.dir, entry.url), 0)
    return {
      target,
      firstPaintMs: firstPaint,
      jsBefore: sum(scripts(before)),
      jsAfter: sum(scripts(after)),
      totalBefore: sum(before),
      totalAfter: sum(after),
      jsBeforeGzip,
      filesBefore: before.length,
      filesAfter: after.length,
      afterPaint: afterPaintOfBuild(after, origin, target.site.dir),
    }
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).split('\n')[0]!
    return { target, firstPaintMs: NaN, jsBefore: NaN, jsAfter: NaN, totalBefore: NaN, totalAfter: NaN, jsBeforeGzip: NaN, filesBefore: 0, filesAfter: 0, error: message }
  } finally {
    await context.close()
  }
}
