/** The report a new run is compared with: BENCHMARKS.md as last committed. */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from '../settings'

/**
 * BENCHMARKS.md at HEAD, so a second run before a commit still compares with the committed
 * figures rather than with its own first try; the file on disk when it was never committed;
 * '' when there is none (the report is then written without previous figures).
 */
export function previousReport(root = ROOT): string {
  try {
    return execFileSync('git', ['show', 'HEAD:BENCHMARKS.md'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
  } catch {
    const file = join(root, 'BENCHMARKS.md')
    return existsSync(file) ? readFileSync(file, 'utf8') : ''
  }
}
