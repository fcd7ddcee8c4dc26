/** What the report's header says about the run: when, which commit, on what machine. */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { ROOT } from '../settings'

export interface RunInfo {
  date: string
  commit: string
  /** Other changes than the report itself were in the working tree: the numbers are of those too. */
  dirty: boolean
  node: string
  cpuCount: number
  cpuModel: string
  lighthouse: string
  /** 1-minute load average when the run started: other work on the machine inflates the numbers. */
  loadAtStart: number
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim()

export function runInfo(): RunInfo {
  const changes = git('status', '--porcelain').split('\n').filter((line) => line.trim() !== '' && !line.endsWith('BENCHMARKS.md'))
  const lighthouse = (JSON.parse(readFileSync(join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version
  return {
    date: new Date().toISOString(),
    commit: git('rev-parse', '--short', 'HEAD'),
    dirty: changes.length > 0,
    node: process.version,
    cpuCount: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    lighthouse,
    loadAtStart: loadavg()[0]!,
  }
}
