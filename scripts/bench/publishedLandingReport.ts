/** BENCHMARKS.md's section for a landing visited after a publish since the build (publishedLanding.ts). */
import { code, ms, NA, num, table } from './format'
import type { PublishedLandingResults } from './publishedLanding'

/** The script's file name: long-task URLs are the served chunks, whose host and port say nothing. */
const fileOf = (url: string) => url.replace(/^[a-z]+:\/\/[^/]+/, '').replace(/\?.*$/, '') || url

function shownText(shown: PublishedLandingResults['shown']): string {
  if ('error' in shown) return `not checked: ${shown.error}`
  return `${shown.published ? 'yes' : 'NO'} (heading ${code(shown.heading)}, content source ${code(shown.source)})`
}

export function publishedLandingSection(results: PublishedLandingResults | undefined): string {
  const title = '## A landing after a publish since the build'
  if (!results) return `${title}\n\nNot measured in this run.`
  const { lighthouse: row } = results
  const score = row.score
  const lighthouseTable = score
    ? table(['Page', 'Runs', 'Performance', 'FCP', 'LCP', 'TBT', 'CLS', 'Published text shown'], [[row.target.label, String(row.runs), num(score.performance), ms(score.fcp), ms(score.lcp), ms(score.tbt), num(score.cls, 3), shownText(results.shown)]])
    : `Lighthouse did not measure it: ${row.error ?? results.error ?? 'no runs'}.`
  const longTasks = results.longTasks.length > 0 ? table(['Script', 'Start', 'Duration'], results.longTasks.map((task) => [code(fileOf(task.url)), ms(task.startMs), ms(task.durationMs)])) : 'None of 50 ms or more.'
  const mainThread = results.mainThread.length > 0 ? table(['Work', 'Time'], results.mainThread.map((group) => [group.group, ms(group.durationMs)])) : NA
  return `${title}

After the build, one page of ${code(results.funnelKey)} is published in the bench lake through @sanity/client (${code(results.documentId)}, ${code(results.field)} set to ${code(results.text)}), so the live answer every visitor fetches differs from the snapshot the landing was prerendered from: the app loads the content schemas, validates the changed document and renders the new copy. Lighthouse as in section 2 (its storage reset makes each run a first visit), median of the runs shown; a Playwright visit then checks the heading the visitor reads. The document is put back at its own revision afterwards.${results.error ? ` Problem: ${results.error}.` : ''}

${lighthouseTable}

TBT of each run: ${results.tbtRuns.length > 0 ? results.tbtRuns.map(ms).join(', ') : NA}.

Long tasks of the median-TBT run (Lighthouse's \`long-tasks\`, simulated 4x CPU):

${longTasks}

Main-thread work of that run (\`mainthread-work-breakdown\`):

${mainThread}`
}
