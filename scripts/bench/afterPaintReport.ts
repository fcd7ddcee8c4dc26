/** BENCHMARKS.md's section on what each landing asks for after its first paint (afterPaint.ts). */
import { REQUEST_KINDS, type AfterPaint } from './afterPaint'
import type { ByteSplit } from './bytes'
import { kb, table } from './format'

const cell = (afterPaint: AfterPaint, kind: (typeof REQUEST_KINDS)[number]) => {
  const count = afterPaint.kinds.find((candidate) => candidate.kind === kind)
  if (!count) return '0'
  return count.bytes > 0 ? `${count.requests} (${kb(count.bytes)})` : String(count.requests)
}

/** One line per landing: its after-paint requests by kind, each kind with the files' names. */
function requestList(label: string, afterPaint: AfterPaint): string {
  const kinds = afterPaint.kinds.map((count) => `${count.kind} (${count.requests}): ${count.names.join(', ')}`)
  return `- ${label}: ${kinds.join('; ')}`
}

export function afterPaintSection(rows: readonly ByteSplit[], heading = '## 3b. After the first paint: requests and JavaScript (brotli) until network idle'): string {
  const landings = rows.filter((row) => row.target.kind === 'landing')
  const lines = landings.map((row) =>
    !row.afterPaint || row.error
      ? [row.target.label, `error: ${row.error ?? 'not measured'}`, '', ...REQUEST_KINDS.map(() => '')]
      : [row.target.label, String(row.afterPaint.requests), kb(row.afterPaint.jsBrotli), ...REQUEST_KINDS.map((kind) => cell(row.afterPaint!, kind))],
  )
  const lists = landings.flatMap((row) => (row.afterPaint && !row.error ? [requestList(row.target.label, row.afterPaint)] : []))
  return `${heading}

${table(['Landing', 'Requests after paint', 'JS after paint (brotli)', ...REQUEST_KINDS], lines)}

Measured in the same page loads as section 3: every request that started at or after the first paint, until the network is idle (the landing interactive, the next page's template and the theme's font loaded ahead). Sizes are the built files as serveWeb sends them to a brotli client (brotli quality 9 for text, images and fonts as they are); cross-origin requests count as requests with no size: the live content query to the lake, and the anonymous sign-up and the event calls to the bench's own auth and functions emulators, which answer (each event is its own saveLog call, as the spec's contract has it, so a landing that logs more events makes more requests). Files by kind, names without their content hash:

${lists.join('\n')}`
}
