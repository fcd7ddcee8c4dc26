/** `npm run lake`: the local content lake on LAKE_PORT (default 3900), data in .data/lake. */
import { seedDocuments } from '../../seed/dataset'
import { lakeSettings } from '../settings'
import { openLakeOrExit, secureUrlLines } from './openLake'

const settings = lakeSettings()
const lake = await openLakeOrExit({
  port: settings.port,
  dataDir: settings.dataDir,
  initialDocuments: () => seedDocuments(),
})
if (lake.reused) {
  console.log(`A local content lake already answers on ${lake.url}; using that one, nothing started.`)
} else {
  console.log(`Local content lake on ${lake.url} (data in ${settings.dataDir})`)
  for (const line of secureUrlLines(lake)) console.log(line)
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void lake.close().then(() => process.exit(0)))
  }
}
