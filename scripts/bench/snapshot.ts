/**
 * The product is built from a snapshot that also holds the generated funnels, so the app routes
 * to them. That snapshot lives in the app's snapshot folder only while Vite builds: the files
 * there before the bench are put back right after (also on Ctrl-C), so neither the working tree
 * nor `npm start` ever sees the generated funnels. A copy stays in .data/bench/snapshot, which
 * the validation timings read.
 */
import { cpSync, existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from '../settings'
import { SNAPSHOT_DIR, writeSnapshot, type Snapshot } from '../snapshot'

export const BENCH_SNAPSHOT_DIR = join(ROOT, '.data/bench/snapshot')
const BACKUP_DIR = join(ROOT, '.data/bench/snapshot-before')

export async function withBenchSnapshot<T>(snapshot: Snapshot, withoutGenerated: Snapshot, run: () => Promise<T>): Promise<T> {
  writeSnapshot(snapshot, BENCH_SNAPSHOT_DIR)
  rmSync(BACKUP_DIR, { recursive: true, force: true })
  const hadSnapshot = existsSync(join(SNAPSHOT_DIR, 'index.json'))
  if (hadSnapshot) cpSync(SNAPSHOT_DIR, BACKUP_DIR, { recursive: true })
  const restore = () => {
    if (hadSnapshot) {
      rmSync(SNAPSHOT_DIR, { recursive: true, force: true })
      cpSync(BACKUP_DIR, SNAPSHOT_DIR, { recursive: true })
    } else {
      writeSnapshot(withoutGenerated)
    }
  }
  const interrupted = (signal: NodeJS.Signals) => {
    restore()
    process.exit(signal === 'SIGINT' ? 130 : 143)
  }
  process.once('SIGINT', interrupted)
  process.once('SIGTERM', interrupted)
  try {
    writeSnapshot(snapshot)
    return await run()
  } finally {
    restore()
    process.off('SIGINT', interrupted)
    process.off('SIGTERM', interrupted)
  }
}
