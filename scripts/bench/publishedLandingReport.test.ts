import { describe, expect, it } from 'vitest'
import type { PublishedLandingResults } from './publishedLanding'
import { publishedLandingSection } from './publishedLandingReport'
import type { Target } from './targets'

const target: Target = { label: '/leadership', kind: 'landing', site: { name: 'product', url: 'http://127.0.0.1:4180', dir: 'dist', buildMs: 0 }, url: 'http://127.0.0.1:4180/leadership', heading: 'main h1' }
const measured: PublishedLandingResults = {
  funnelKey: 'leadership',
  documentId: 'page.leadership.landing',
  field: 'title.en',
  text: 'Lead (updated)',
  lighthouse: { target, runs: 3, score: { performance: 100, accessibility: 100, fcp: 649, lcp: 757, tbt: 46, cls: 0, lcpElement: 'img' } },
  tbtRuns: [120, 46, 0],
  longTasks: [{ url: 'http://127.0.0.1:4180/assets/client-x.js?v=1', startMs: 3353, durationMs: 96 }],
  mainThread: [{ group: 'Script Evaluation', durationMs: 737 }],
  shown: { published: true, heading: 'Lead (updated)', source: 'live' },
}

describe('the published-landing section', () => {
  it('prints the Lighthouse row, whether the published text was shown, and the long tasks by script file', () => {
    const section = publishedLandingSection(measured)
    expect(section).toContain('| /leadership | 3 | 100 | 649 ms | 757 ms | 46.0 ms | 0.000 | yes (heading `Lead (updated)`, content source `live`) |')
    expect(section).toContain('| `/assets/client-x.js` | 3353 ms | 96.0 ms |')
    expect(section).toContain('| Script Evaluation | 737 ms |')
    expect(section).toContain('TBT of each run: 120 ms, 46.0 ms, 0.0 ms.')
  })

  it('says so when the published text did not show, and when there were no long tasks', () => {
    const section = publishedLandingSection({ ...measured, longTasks: [], shown: { published: false, heading: 'Lead', source: 'snapshot' } })
    expect(section).toContain('NO (heading `Lead`, content source `snapshot`)')
    expect(section).toContain('None of 50 ms or more.')
  })

  it('names the problem when Lighthouse or the publish failed, and a run without the measurement', () => {
    expect(publishedLandingSection({ ...measured, lighthouse: { target, runs: 0 }, error: 'The publish failed: 403' })).toContain('Lighthouse did not measure it: The publish failed: 403.')
    expect(publishedLandingSection(undefined)).toContain('Not measured in this run.')
  })
})
