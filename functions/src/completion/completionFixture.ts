/** Test helpers: completion services over the seed content, and a fresh outbox folder per test. */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, vi } from 'vitest'
import { seedSource } from '../../../scripts/contentSource'
import { createContentReader } from './contentReader'
import { sinkCoursePlatform } from './coursePlatform'
import { sinkMarketingList } from './marketingList'
import { OUTBOX_INDEX, outboxProvider, type OutboxRecord } from './outbox'
import type { CompletionServices } from './services'

/** The real completion query over the seed (groq-js, published documents), the local stand-ins. */
export function seedServices(): CompletionServices {
  const source = seedSource()
  return {
    content: createContentReader((query, params) => source.fetch(query, params)),
    mail: outboxProvider,
    courses: sinkCoursePlatform,
    marketing: sinkMarketingList,
  }
}

export function useTempOutbox() {
  const state = { dir: '' }
  beforeEach(() => {
    state.dir = mkdtempSync(join(tmpdir(), 'outbox-'))
    vi.stubEnv('OUTBOX_DIR', state.dir)
  })
  afterEach(() => rmSync(state.dir, { recursive: true, force: true }))
  return {
    get dir() {
      return state.dir
    },
    records(): OutboxRecord[] {
      const file = join(state.dir, OUTBOX_INDEX)
      if (!existsSync(file)) return []
      return readFileSync(file, 'utf8').trimEnd().split('\n').map((line) => JSON.parse(line) as OutboxRecord)
    },
    html(record: OutboxRecord): string {
      return readFileSync(join(state.dir, record.file), 'utf8')
    },
  }
}
