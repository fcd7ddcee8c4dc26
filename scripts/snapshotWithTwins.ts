/**
 * `npm start`'s snapshot: the renderer's rule at build time. A document that fails validation
 * does not stop the start; its snapshot twin serves instead (the last snapshot's copy, else the
 * seed's), and each invalid document is named in one line with its fields.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { mergeContent } from '../schemas/content/mergeContent'
import type { FunnelContent } from '../schemas/content/schema'
import { seedSource, type ContentSource } from './contentSource'
import { buildSnapshot, SNAPSHOT_DIR, type Snapshot } from './snapshot'

export interface SnapshotWithTwins extends Snapshot {
  /** One line per invalid document: its id, its fields, and what serves instead. */
  invalidDocuments: string[]
  /** Problems no twin can answer (the funnel list itself is invalid): the start cannot go on. */
  fatal: string[]
}

/** The last snapshot's content of a funnel, if it is there and still passes validation. */
function lastSnapshotOf(dir: string, key: string): FunnelContent | undefined {
  const file = join(dir, `${key}.json`)
  if (!existsSync(file)) return undefined
  try {
    const { content, issues } = mergeContent(JSON.parse(readFileSync(file, 'utf8')))
    return issues.length === 0 && content ? content : undefined
  } catch {
    return undefined
  }
}

const documentIdsOf = (content: FunnelContent | undefined) =>
  new Set(content ? [content.funnel, content.uiStrings, ...content.pages, ...content.optionSets, ...content.abTests, ...content.emailTemplates, ...(content.theme ? [content.theme] : [])].map((doc) => doc._id) : [])

/** `id: field: message` lines (formatIssue) grouped by document id, in first-seen order. */
function byDocument(problems: readonly string[]): Map<string, string[]> {
  const grouped = new Map<string, string[]>()
  for (const problem of problems) {
    const split = problem.indexOf(': ')
    const id = split < 0 ? problem : problem.slice(0, split)
    grouped.set(id, [...(grouped.get(id) ?? []), split < 0 ? '' : problem.slice(split + 2)])
  }
  return grouped
}

/**
 * The snapshot of `source`; when documents are invalid, built again with twins from `dir` (the
 * last snapshot) or, for a funnel without one, from the seed.
 */
export async function snapshotWithTwins(source: ContentSource, { dir = SNAPSHOT_DIR, seed = seedSource() }: { dir?: string; seed?: ContentSource } = {}): Promise<SnapshotWithTwins> {
  const fresh = await buildSnapshot(source)
  if (fresh.problems.length === 0) return { site: fresh.site, funnels: fresh.funnels, invalidDocuments: [], fatal: [] }
  if (fresh.site.funnels.length === 0) return { site: fresh.site, funnels: [], invalidDocuments: [], fatal: fresh.problems }

  const seeded = new Map((await buildSnapshot(seed)).funnels.map((content) => [content.funnel.key, content]))
  const twins = new Map(fresh.site.funnels.map(({ key }) => [key, lastSnapshotOf(dir, key) ?? seeded.get(key)]))
  const { site, funnels, problems } = await buildSnapshot(source, { twins: (key) => twins.get(key) })
  const twinIds = new Set([...twins.values()].flatMap((content) => [...documentIdsOf(content)]))
  const outcome = (id: string, fields: string[]) =>
    fields.every((field) => field.includes('References the missing')) ? 'the missing reference is left out' : twinIds.has(id) ? 'its snapshot twin serves instead' : 'left out, it has no snapshot twin'
  const invalidDocuments = [...byDocument(problems)].map(([id, fields]) => `Invalid document ${id} (${fields.join('; ')}): ${outcome(id, fields)}`)
  return { site, funnels, invalidDocuments, fatal: [] }
}
