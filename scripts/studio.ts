/**
 * `npm run studio`: Sanity Studio with no account and no login, against the local content lake
 * (started here unless one already answers on LAKE_PORT), on STUDIO_PORT (default 3333). With
 * SANITY_STUDIO_PROJECT_ID set it is Sanity's ordinary Studio for that project.
 */
import { seedDocuments } from '../seed/dataset'
import { openLakeOrExit, secureUrlLines } from './lake/openLake'
import { portOf } from './ports'
import { lakeSettings } from './settings'
import { startStudio, studioSettings } from './studioServer'

const settings = studioSettings()
const lakeConfig = lakeSettings()
const lake = settings.realProject
  ? undefined
  : await openLakeOrExit({ port: lakeConfig.port, dataDir: lakeConfig.dataDir, initialDocuments: () => seedDocuments() })
const lakeUrl = lake?.secureUrl
const previewUrl = process.env.SANITY_STUDIO_PREVIEW_URL ?? `http://localhost:${portOf('web')}`

const studio = await startStudio({ port: settings.port, lakeUrl, previewUrl }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})

console.log(`Sanity Studio: ${studio.url} (no login)`)
if (lake) {
  console.log(`Content: the local content lake, ${lake.url}${lake.reused ? ' (already running)' : `, data in ${lakeConfig.dataDir}`}`)
  for (const line of secureUrlLines(lake)) console.log(line)
}
console.log(`Live preview shows the renderer at ${previewUrl} (run \`npm start\` or \`npm run dev\` for it).`)
console.log('Press Ctrl+C to stop.')

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void Promise.all([studio.close(), lake?.close()]).then(() => process.exit(0)))
}
