import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { appendToSink, sinkDir } from './sink'

afterEach(() => vi.unstubAllEnvs())

describe('sinkDir', () => {
  it('defaults to <repo>/.data/sinks', () => {
    vi.stubEnv('SINK_DIR', '')
    vi.stubEnv('K_SERVICE', '')
    expect(sinkDir()).toBe(resolve(import.meta.dirname, '../../.data/sinks'))
  })

  it('has no folder when deployed, but does in the emulator', () => {
    vi.stubEnv('SINK_DIR', '')
    vi.stubEnv('K_SERVICE', 'savelog')
    vi.stubEnv('FUNCTIONS_EMULATOR', '')
    expect(sinkDir()).toBeNull()
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true')
    expect(sinkDir()).not.toBeNull()
  })
})

describe('appendToSink', () => {
  it('creates the folder and keeps concurrent events as whole lines', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'sink-')), 'nested')
    vi.stubEnv('SINK_DIR', dir)
    const big = 'x'.repeat(100_000)
    await Promise.all(Array.from({ length: 50 }, (_, index) => appendToSink('analytics', { index, big })))
    const lines = readFileSync(join(dir, 'analytics.ndjson'), 'utf8').trimEnd().split('\n')
    expect(lines).toHaveLength(50)
    expect(new Set(lines.map((line) => (JSON.parse(line) as { index: number }).index)).size).toBe(50)
    rmSync(dir, { recursive: true, force: true })
  })
})
