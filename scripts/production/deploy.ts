/**
 * `npm run deploy`: the app and the functions to the Firebase project the app is configured for.
 * It checks the configuration first (the app's VITE_* variables, functions/.env.<project>) and
 * prints every step before running it; `npm run deploy -- --dry-run` stops after printing.
 *
 *   1. the content snapshot from the production Sanity dataset (the one the app reads live);
 *   2. the production build of the app, prerendered landings included, into dist/;
 *   3. functions/firebase.deploy.json: functions/firebase.json with this deployment's Firebase and
 *      Sanity projects (and Studio host) named in the Content-Security-Policy instead of by pattern;
 *   4. `firebase deploy --only hosting,functions` with that file: Hosting serves dist/ with its
 *      rewrites and headers, and the functions are built by the predeploy step and deployed on
 *      Node.js 22 with their secrets bound (which must exist: `firebase functions:secrets:set`).
 */
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { SECRET_NAMES } from '../../functions/src/config/secrets'
import { ROOT } from '../settings'
import { expectedFirebaseJson } from '../web/hostingConfig'
import { seedBasePaths } from '../web/seedBasePaths'
import type { ProductionProject } from '../web/securityHeaders'
import { checkFunctionsEnv, deployBrowserConfig, functionsEnvFile, ProductionConfigError, productionEnv } from './productionEnv'

const dryRun = process.argv.includes('--dry-run')
/** Written beside firebase.json (its relative paths stay right) and git-ignored: a deployment's own. */
const DEPLOY_CONFIG = 'firebase.deploy.json'
const env = productionEnv()

let plan: { projectId: string; sanity: string; functionsFile: string; project: ProductionProject }
try {
  const browser = deployBrowserConfig(env)
  const projectId = browser.firebase.options.projectId
  const { file, env: functionsEnv } = functionsEnvFile(projectId)
  checkFunctionsEnv(file, functionsEnv)
  // The snapshot and the live reads must be one dataset, or a visitor's content would jump.
  if (functionsEnv.SANITY_PROJECT_ID !== browser.sanity.projectId || functionsEnv.SANITY_DATASET !== browser.sanity.dataset)
    throw new ProductionConfigError('The app and the functions read different content', [`the app reads ${browser.sanity.projectId}/${browser.sanity.dataset}, ${file} names ${functionsEnv.SANITY_PROJECT_ID}/${functionsEnv.SANITY_DATASET}`])
  const studioHostname = /^[a-z0-9][a-z0-9-]*$/.test(env.SANITY_STUDIO_HOSTNAME ?? '') ? env.SANITY_STUDIO_HOSTNAME : undefined
  plan = { projectId, sanity: `${browser.sanity.projectId}/${browser.sanity.dataset}`, functionsFile: file, project: { firebaseProjectId: projectId, sanityProjectId: browser.sanity.projectId, studioHostname } }
} catch (error) {
  console.error(error instanceof ProductionConfigError ? error.message : error)
  process.exit(1)
}

const [sanityProject, sanityDataset] = plan.sanity.split('/') as [string, string]
const steps: { title: string; command: string[]; cwd: string; env?: Record<string, string> }[] = [
  { title: `Snapshot of the content from Sanity ${plan.sanity}`, command: ['npx', 'tsx', 'scripts/snapshot.ts'], cwd: ROOT, env: { SANITY_PROJECT_ID: sanityProject, SANITY_DATASET: sanityDataset } },
  { title: 'Production build of the app into dist/ (landings prerendered, bundle scanned for secrets)', command: ['npx', 'tsx', 'scripts/web/build.ts'], cwd: ROOT },
  {
    title: `Deploy Hosting and Functions to Firebase project ${plan.projectId} (functions built by predeploy; plain variables from ${plan.functionsFile}; secrets ${SECRET_NAMES.join(', ')} from Secret Manager)`,
    command: [join(ROOT, 'node_modules/.bin/firebase'), 'deploy', '--only', 'hosting,functions', '--project', plan.projectId, '--config', DEPLOY_CONFIG],
    cwd: join(ROOT, 'functions'),
  },
]

console.log(`Deploying to ${plan.projectId}:`)
console.log(`  (${DEPLOY_CONFIG}: functions/firebase.json with ${plan.projectId}'s callables, Sanity project ${plan.project.sanityProjectId}${plan.project.studioHostname ? ` and ${plan.project.studioHostname}.sanity.studio` : ''} named in the Content-Security-Policy)`)
for (const [index, step] of steps.entries()) console.log(`  ${index + 1}. ${step.title}\n     $ ${step.command.join(' ')}`)
if (dryRun) {
  console.log('Dry run: nothing was run.')
  process.exit(0)
}
writeFileSync(join(ROOT, 'functions', DEPLOY_CONFIG), `${JSON.stringify(await expectedFirebaseJson(seedBasePaths(), plan.project), null, 2)}\n`)
for (const step of steps) {
  console.log(`\n> ${step.title}`)
  const result = spawnSync(step.command[0]!, step.command.slice(1), { cwd: step.cwd, stdio: 'inherit', env: { ...process.env, ...step.env } })
  if (result.status !== 0) {
    console.error(`Stopped: "${step.command.join(' ')}" failed${result.status === null ? '' : ` with exit code ${result.status}`}.`)
    process.exit(result.status ?? 1)
  }
}
console.log(`\nDeployed to ${plan.projectId}.`)
