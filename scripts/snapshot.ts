/**
 * `npm run snapshot`: one GROQ query per funnel against the content source, every document
 * validated with zod, written as one JSON file per funnel (a lazily loaded chunk in the app)
 * plus the funnel index. Any invalid document fails the snapshot, naming its id and field
 * (`npm start` instead serves its snapshot twin: snapshotWithTwins.ts).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { abConfigProblems } from '../schemas/content/abConfigProblems'
import { configWarnings } from '../schemas/content/configWarnings'
import { mergeContent } from '../schemas/content/mergeContent'
import { funnelRuleIssues } from '../schemas/content/ruleReferences'
import type { FunnelContent } from '../schemas/content/schema'
import { siteSchema, type Site } from '../schemas/content/site'
import { formatIssue } from '../schemas/content/validateDocument'
import { FUNNEL_CONTENT_QUERY, SITE_QUERY } from '../schemas/funnel/queries'
import { resolveContentSource, type ContentSource } from './contentSource'
import { ROOT } from './settings'

export const SNAPSHOT_DIR = join(ROOT, 'web/src/content/snapshot')

export interface Snapshot {
  site: Site
  funnels: FunnelContent[]
}

/**
 * Every funnel of `source`, validated. `twins`: a funnel's known-good content, whose documents
 * stand in for invalid ones (each still reported in `problems`); without, an invalid document
 * is left out.
 */
export async function buildSnapshot(source: ContentSource, { twins }: { twins?: (key: string) => FunnelContent | undefined } = {}): Promise<Snapshot & { problems: string[] }> {
  const siteAnswer = await source.fetch(SITE_QUERY)
  const site = siteSchema.safeParse(siteAnswer)
  if (!site.success) {
    const problems = site.error.issues.map((issue) => formatIssue({ documentId: 'site (funnel list and siteSettings)', path: issue.path.join('.'), message: issue.message }))
    return { site: { funnels: [], settings: { _id: '', _type: 'siteSettings', termsUrl: '', policyUrl: '', legalBackPath: '' } }, funnels: [], problems }
  }
  const funnels: FunnelContent[] = []
  const problems: string[] = []
  for (const { key } of site.data.funnels) {
    const { content, issues } = mergeContent(await source.fetch(FUNNEL_CONTENT_QUERY, { key }), twins?.(key))
    problems.push(...issues.map(formatIssue))
    if (!content) continue
    problems.push(...funnelRuleIssues(content).map(formatIssue))
    for (const warning of [...configWarnings(content.funnel), ...abConfigProblems(content.abTests)]) console.warn(`Warning: ${warning}`)
    funnels.push(content)
  }
  return { site: site.data, funnels, problems }
}

/** `index.json` (funnel list and site settings, loaded with the app) and one file per funnel. */
export function writeSnapshot({ site, funnels }: Snapshot, dir = SNAPSHOT_DIR): void {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  // The index is part of the entry script (the router needs it at once), so it carries what
  // routing needs; the descriptions, read only by /onboardings, are an asset fetched there.
  const funnelsForRouting = site.funnels.map(({ description: _description, ...summary }) => summary)
  writeFileSync(join(dir, 'index.json'), JSON.stringify({ ...site, funnels: funnelsForRouting }))
  mkdirSync(join(dir, 'site'), { recursive: true })
  const descriptions = Object.fromEntries(site.funnels.flatMap((funnel) => (funnel.description ? [[funnel.key, funnel.description]] : [])))
  writeFileSync(join(dir, 'site', 'descriptions.json'), JSON.stringify(descriptions))
  for (const content of funnels) writeFileSync(join(dir, `${content.funnel.key}.json`), JSON.stringify(content))
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const source = await resolveContentSource()
  const snapshot = await buildSnapshot(source)
  const { funnels, problems } = snapshot
  if (problems.length > 0) {
    console.error(`Snapshot refused: ${problems.length} invalid document field(s) from ${source.name}:`)
    for (const problem of problems) console.error(`  - ${problem}`)
    process.exit(1)
  }
  writeSnapshot(snapshot)
  console.log(`Snapshot of ${funnels.length} funnel(s) from ${source.name} written to web/src/content/snapshot/`)
}
