/** A fresh SINK_DIR per test and a reader for its NDJSON lines. */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, vi } from 'vitest'
import type { SinkName } from './sink'

export function useTempSink() {
  const state = { dir: '' }
  beforeEach(() => {
    state.dir = mkdtempSync(join(tmpdir(), 'sinks-'))
    vi.stubEnv('SINK_DIR', state.dir)
  })
  afterEach(() => {
    vi.unstubAllEnvs()
    rmSync(state.dir, { recursive: true, force: true })
  })
  return {
    get dir() {
      return state.dir
    },
    lines(sink: SinkName): unknown[] {
      const file = join(state.dir, `${sink}.ndjson`)
      if (!existsSync(file)) return []
      return readFileSync(file, 'utf8').trimEnd().split('\n').map((line): unknown => JSON.parse(line))
    },
  }
}
