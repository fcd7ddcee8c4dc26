/**
 * Item 2: Lighthouse's default config (a mobile phone, simulated throttling), performance and
 * accessibility only. One Chromium serves every run; the runs go round by round over the pages
 * instead of page by page, so a slow spell of the machine does not land on one page alone.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, chromiumPath } from '../chromium'
import { freshVisitor } from './freshVisitor'
import { median } from './stats'
import type { Target } from './targets'

export interface LighthouseScore {
  performance: number
  accessibility: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  /** The LCP element of the run whose LCP is the median. */
  lcpElement: string
}

export interface LighthouseRow {
  target: Target
  runs: number
  score?: LighthouseScore
  error?: string
}

export interface LighthouseResults {
  rows: LighthouseRow[]
  /** Set when Lighthouse could not run at all. */
  error?: string
}

/** One run's full Lighthouse result, for a caller that reads audits beyond the score. */
export type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

interface NodeDetails {
  snippet?: string
  nodeLabel?: string
}

/** The element from the audit's details: a list whose first table holds the node. */
function lcpElementOf(lhr: Lhr): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: NodeDetails }[] }[] } | undefined
  const node = details?.items?.[0]?.items?.[0]?.node
  if (!node) return '(none)'
  // The tag is enough to tell which element it was; an image's full markup would fill the table.
  const short = (text: string | undefined, length: number) => {
    const flat = (text ?? '').replace(/\s+/g, ' ').trim()
    return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat
  }
  return `${short(node.snippet, 48)} ${short(node.nodeLabel, 40)}`.trim()
}

function scoreOf(lhr: Lhr): LighthouseScore {
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN
  return {
    performance: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? NaN) * 100),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    lcpElement: lcpElementOf(lhr),
  }
}

function medianScore(scores: LighthouseScore[]): LighthouseScore {
  const of = (key: Exclude<keyof LighthouseScore, 'lcpElement'>) => median(scores.map((score) => score[key]))
  const lcp = of('lcp')
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    fcp: of('fcp'),
    lcp,
    tbt: of('tbt'),
    cls: of('cls'),
    lcpElement: scores.find((score) => score.lcp === lcp)?.lcpElement ?? '(none)',
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!

/**
 * Runs the plan; after `deadline` (a performance.now() time) a page that has one run gets no
 * more, so a busy machine costs repetitions, not the bench's 10 minutes. Rows say how many ran.
 * `inspect` sees each successful run's full result (the plan's index), for audits the score leaves out.
 */
export async function measureLighthouse(plan: readonly { target: Target; runs: number }[], deadline = Infinity, inspect?: (lhr: Lhr, index: number) => void): Promise<LighthouseResults> {
  let chrome: chromeLauncher.LaunchedChrome
  try {
    chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] })
  } catch (error) {
    return { rows: plan.map(({ target, runs }) => ({ target, runs })), error: `Chromium for Lighthouse did not start: ${messageOf(error)}` }
  }
  const scores = plan.map(() => [] as LighthouseScore[])
  const errors = plan.map(() => undefined as string | undefined)
  try {
    const rounds = Math.max(...plan.map(({ runs }) => runs))
    for (let round = 0; round < rounds; round++) {
      for (const [index, { target, runs }] of plan.entries()) {
        if (round >= runs || errors[index] || (round > 0 && performance.now() > deadline)) continue
        try {
          await freshVisitor(chrome.port, target.url, target.localStorage)
          const result = await lighthouse(target.url, {
            port: chrome.port,
            // The storage was cleared and written above, the cache cleared with it.
            disableStorageReset: target.localStorage !== undefined,
            output: 'json',
            onlyCategories: ['performance', 'accessibility'],
            logLevel: 'error',
            // The full-page screenshot is for the HTML report, which the bench does not write.
            disableFullPageScreenshot: true,
          })
          if (!result) throw new Error('Lighthouse returned no result')
          scores[index]!.push(scoreOf(result.lhr))
          inspect?.(result.lhr, index)
        } catch (error) {
          errors[index] = messageOf(error)
        }
      }
    }
  } finally {
    chrome.kill()
  }
  return {
    rows: plan.map(({ target, runs }, index) => {
      const error = errors[index]
      return error ? { target, runs, error } : { target, runs: scores[index]!.length, score: medianScore(scores[index]!) }
    }),
  }
}
