/**
 * `npm run studio:deploy`: builds Sanity Studio for the production project and publishes it at
 * <SANITY_STUDIO_HOSTNAME>.sanity.studio with `sanity deploy`, after checking its settings and
 * printing what it will do (`-- --dry-run` stops there). The Studio previews the deployed app
 * (SANITY_STUDIO_PREVIEW_URL), whose Content-Security-Policy lets *.sanity.studio frame it.
 */
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { ROOT } from '../settings'
import { ProductionConfigError, productionEnv, studioTargetConfig } from './productionEnv'

let settings: ReturnType<typeof studioTargetConfig>
try {
  settings = studioTargetConfig(productionEnv())
} catch (error) {
  console.error(error instanceof ProductionConfigError ? error.message : error)
  process.exit(1)
}

const command = [join(ROOT, 'node_modules/.bin/sanity'), 'deploy']
console.log(`Deploying Sanity Studio to https://${settings.SANITY_STUDIO_HOSTNAME}.sanity.studio:`)
console.log(`  edits project ${settings.SANITY_STUDIO_PROJECT_ID}, dataset ${settings.SANITY_STUDIO_DATASET}; previews ${settings.SANITY_STUDIO_PREVIEW_URL}`)
console.log(`  $ (cd studio && ${command.join(' ')})`)
if (process.argv.includes('--dry-run')) {
  console.log('Dry run: nothing was run.')
  process.exit(0)
}
// The SANITY_STUDIO_* variables reach the build from this process's environment (and .env files).
const result = spawnSync(command[0]!, command.slice(1), { cwd: join(ROOT, 'studio'), stdio: 'inherit', env: { ...process.env, ...settings } })
process.exit(result.status ?? 1)
