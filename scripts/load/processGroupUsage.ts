/**
 * What the functions emulator costs the machine while it serves a load: its function workers
 * (the `functionsEmulatorRuntime` processes the CLI starts, see scripts/functionsWorkerLimit.ts)
 * and the resident memory of its whole process group, read from /proc (Linux). The emulator
 * runs in its own process group (scripts/emulators.ts starts it detached), so the group is
 * exactly the CLI and its workers.
 */
import { readdirSync, readFileSync } from 'node:fs'

export interface ProcessGroupUsage {
  /** Processes in the group, the CLI included. */
  processes: number
  /** Function workers among them. */
  workers: number
  /** Resident memory of the whole group, in bytes. */
  rssBytes: number
  /** Resident memory of the workers alone, in bytes. */
  workerRssBytes: number
}

const read = (file: string): string | undefined => {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return undefined // the process ended while we looked
  }
}

/** The process group of a pid, from /proc/<pid>/stat (the field after state and parent pid). */
const groupOf = (stat: string): number => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2])

/** One look at the group now. */
export function processGroupUsage(groupId: number): ProcessGroupUsage {
  const usage: ProcessGroupUsage = { processes: 0, workers: 0, rssBytes: 0, workerRssBytes: 0 }
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const stat = read(`/proc/${entry}/stat`)
    if (!stat || groupOf(stat) !== groupId) continue
    const worker = read(`/proc/${entry}/cmdline`)?.includes('functionsEmulatorRuntime') === true
    const rssBytes = Number(/VmRSS:\s+(\d+) kB/.exec(read(`/proc/${entry}/status`) ?? '')?.[1] ?? 0) * 1024
    usage.processes += 1
    usage.rssBytes += rssBytes
    if (worker) {
      usage.workers += 1
      usage.workerRssBytes += rssBytes
    }
  }
  return usage
}

export interface UsageSampler {
  /** Stops sampling; answers the highest worker count and memory seen, and the last look. */
  stop(): { peak: ProcessGroupUsage; last: ProcessGroupUsage }
}

/** Looks at the group every `intervalMs` until stopped, keeping the peaks. */
export function sampleProcessGroup(groupId: number, intervalMs = 250): UsageSampler {
  const peak: ProcessGroupUsage = { processes: 0, workers: 0, rssBytes: 0, workerRssBytes: 0 }
  let last = processGroupUsage(groupId)
  const look = () => {
    last = processGroupUsage(groupId)
    peak.processes = Math.max(peak.processes, last.processes)
    peak.workers = Math.max(peak.workers, last.workers)
    peak.rssBytes = Math.max(peak.rssBytes, last.rssBytes)
    peak.workerRssBytes = Math.max(peak.workerRssBytes, last.workerRssBytes)
  }
  look()
  const timer = setInterval(look, intervalMs)
  return {
    stop() {
      clearInterval(timer)
      look()
      return { peak: { ...peak }, last }
    },
  }
}
