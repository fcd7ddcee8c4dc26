/**
 * `npm run seed`: writes the seed as an NDJSON dataset (.data/seed/production.ndjson), after
 * checking every document with zod.
 *
 * `npm run seed -- --import` also writes it into the configured content lake (the local lake, or
 * Sanity with SANITY_PROJECT_ID and SANITY_TOKEN). `npm run seed -- --target sanity` writes it
 * into a real Sanity dataset: SANITY_PROJECT_ID, SANITY_DATASET and SANITY_WRITE_TOKEN, checked
 * first. Both import with createOrReplace by the seed's fixed ids (scripts/production/importSeed.ts),
 * so importing twice leaves the dataset unchanged and documents the seed does not own untouched.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createClient } from '@sanity/client'
import { formatIssue, validateDocument, type DocumentType } from '../schemas/content/validateDocument'
import { seedDocuments, toNdjson } from '../seed/dataset'
import { API_VERSION, sanityClient } from './contentSource'
import { importSeed, type SeedDocument } from './production/importSeed'
import { ProductionConfigError, productionEnv, seedTargetConfig } from './production/productionEnv'
import { ROOT } from './settings'

const documents = seedDocuments() as SeedDocument[]
const problems = documents.flatMap((doc) => {
  const result = validateDocument(doc._type as DocumentType, doc)
  return result.ok ? [] : result.issues.map(formatIssue)
})
if (problems.length > 0) {
  console.error(`The seed has invalid documents:\n  - ${problems.join('\n  - ')}`)
  process.exit(1)
}

const file = join(ROOT, '.data/seed/production.ndjson')
mkdirSync(join(ROOT, '.data/seed'), { recursive: true })
writeFileSync(file, toNdjson(documents))
console.log(`Wrote ${documents.length} documents to ${file}`)

const targetAt = process.argv.indexOf('--target')
const target = targetAt >= 0 ? process.argv[targetAt + 1] : undefined
if (target !== undefined && target !== 'sanity') {
  console.error(`Unknown --target "${target}": the one target is sanity (npm run seed -- --target sanity)`)
  process.exit(1)
}

if (target === 'sanity') {
  let settings: ReturnType<typeof seedTargetConfig>
  try {
    settings = seedTargetConfig(productionEnv())
  } catch (error) {
    console.error(error instanceof ProductionConfigError ? error.message : error)
    process.exit(1)
  }
  const client = createClient({ projectId: settings.SANITY_PROJECT_ID, dataset: settings.SANITY_DATASET, apiVersion: API_VERSION, token: settings.SANITY_WRITE_TOKEN, useCdn: false })
  console.log(`Importing ${documents.length} documents into Sanity project ${settings.SANITY_PROJECT_ID}, dataset ${settings.SANITY_DATASET} (createOrReplace by id; nothing else is touched):`)
  const report = await importSeed(client, documents, console.log)
  console.log(`Imported ${report.documents} documents in ${report.transactions.length} transactions.`)
} else if (process.argv.includes('--import')) {
  const report = await importSeed(sanityClient(), documents)
  console.log(`Imported ${report.documents} documents in ${report.transactions.length} transactions`)
}
