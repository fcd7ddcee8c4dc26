/**
 * `npm run snapshot`: one GROQ query per funnel against the content source, every document
 * validated with zod, written as one JSON file per funnel (a lazily loaded chunk in the app)
 * plus the funnel index. Any invalid document fails the snapshot, naming its id and field.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { funnelIndexSchema, type FunnelContent } from '../schemas/content/schema'
import { formatIssue } from '../schemas/content/validateDocument'
import { FUNNEL_CONTENT_QUERY, FUNNEL_INDEX_QUERY } from '../schemas/funnel/queries'
import { mergeContent } from '../web/src/content/mergeContent'
import { resolveContentSource, type ContentSource } from './contentSource'
import { ROOT } from './settings'

export const SNAPSHOT_DIR = join(ROOT, 'web/src/content/snapshot')

export async function buildSnapshot(source: ContentSource): Promise<{ funnels: FunnelContent[]; problems: string[] }> {
  const index = funnelIndexSchema.safeParse(await source.fetch(FUNNEL_INDEX_QUERY))
  if (!index.success) {
    return { funnels: [], problems: index.error.issues.map((i) => `funnel index: ${i.path.join('.')}: ${i.message}`) }
  }
  const funnels: FunnelContent[] = []
  const problems: string[] = []
  for (const { key } of index.data) {
    const { content, issues } = mergeContent(await source.fetch(FUNNEL_CONTENT_QUERY, { key }))
    problems.push(...issues.map(formatIssue))
    if (content) funnels.push(content)
  }
  return { funnels, problems }
}

export function writeSnapshot(funnels: FunnelContent[], dir = SNAPSHOT_DIR): void {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const index = funnels
    .map(({ funnel }) => ({ _id: funnel._id, _type: funnel._type, key: funnel.key, basePath: funnel.basePath, name: funnel.name, description: funnel.description, icon: funnel.icon, order: funnel.order }))
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
  writeFileSync(join(dir, 'index.json'), JSON.stringify(index))
  for (const content of funnels) writeFileSync(join(dir, `${content.funnel.key}.json`), JSON.stringify(content))
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const source = await resolveContentSource()
  const { funnels, problems } = await buildSnapshot(source)
  if (problems.length > 0) {
    console.error(`Snapshot refused: ${problems.length} invalid document field(s) from ${source.name}:`)
    for (const problem of problems) console.error(`  - ${problem}`)
    process.exit(1)
  }
  writeSnapshot(funnels)
  console.log(`Snapshot of ${funnels.length} funnel(s) from ${source.name} written to web/src/content/snapshot/`)
}
