/**
 * Items 6 and 7: what the content costs outside the browser. zod validation of snapshot files
 * (as the app validates a funnel's content), and the app's live-content GROQ query through the
 * real @sanity/client against the bench lake.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { SanityClient } from '@sanity/client'
import { funnelContentSchema } from '../../schemas/content/schema'
import { FUNNEL_CONTENT_QUERY } from '../../schemas/funnel/queries'
import { median, percentile, timeEach } from './stats'

export interface Timing {
  median: number
  p95: number
  runs: number
}

const timing = (values: number[]): Timing => ({ median: median(values), p95: percentile(values, 95), runs: values.length })

/** Parses the snapshot files of `keys` once per run; the JSON is read before timing starts. */
export async function validationTiming(snapshotDir: string, keys: readonly string[], runs: number): Promise<Timing & { bytes: number }> {
  const files = keys.map((key) => readFileSync(join(snapshotDir, `${key}.json`), 'utf8'))
  const contents = files.map((file) => JSON.parse(file) as unknown)
  // A few runs first, so the timed ones measure validation, not the JIT warming up.
  for (let i = 0; i < 5; i++) for (const content of contents) funnelContentSchema.parse(content)
  const values = await timeEach(runs, () => {
    for (const content of contents) funnelContentSchema.parse(content)
  })
  return { ...timing(values), bytes: files.reduce((sum, file) => sum + Buffer.byteLength(file), 0) }
}

/** The query the app sends for a funnel's live content, as the app's client sends it. */
export async function queryTiming(client: SanityClient, key: string, runs: number): Promise<Timing> {
  await client.fetch(FUNNEL_CONTENT_QUERY, { key })
  return timing(await timeEach(runs, () => client.fetch(FUNNEL_CONTENT_QUERY, { key })))
}
