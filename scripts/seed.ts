/**
 * `npm run seed`: writes the seed as an NDJSON dataset (.data/seed/production.ndjson), after
 * checking every document with zod. `npm run seed -- --import` also writes it into the
 * configured content lake (local lake or Sanity with SANITY_TOKEN) with createOrReplace, so
 * importing twice leaves the dataset unchanged.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { formatIssue, validateDocument, type DocumentType } from '../schemas/content/validateDocument'
import { seedDocuments, toNdjson } from '../seed/dataset'
import { sanityClient } from './contentSource'
import { ROOT } from './settings'

const documents = seedDocuments()
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

if (process.argv.includes('--import')) {
  const transaction = sanityClient().transaction()
  for (const doc of documents) transaction.createOrReplace<Record<string, unknown>>(doc)
  const result = await transaction.commit({ visibility: 'sync' })
  console.log(`Imported ${result.results.length} documents (transaction ${result.transactionId})`)
}
