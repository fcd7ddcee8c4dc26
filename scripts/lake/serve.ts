/** `npm run lake`: the local content lake on LAKE_PORT (default 3900), data in .data/lake. */
import { seedDocuments } from '../../seed/dataset'
import { lakeSettings } from '../settings'
import { startLake } from './server'

const settings = lakeSettings()
const lake = await startLake({
  port: settings.port,
  dataDir: settings.dataDir,
  initialDocuments: () => seedDocuments(),
})
console.log(`Local content lake on ${lake.url} (data in ${settings.dataDir})`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void lake.close().then(() => process.exit(0)))
}
