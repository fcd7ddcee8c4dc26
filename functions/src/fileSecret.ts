/**
 * A secret created once in a file: the first process to need it writes a random one with 'wx'
 * (fails if the file exists), so when several function processes start at once exactly one
 * writes it and all of them read the same secret. Local stand-ins for secrets a deploy sets
 * in the environment (the sandbox's webhook secret, the unsubscribe links' key).
 */
import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

const known = new Map<string, string>()
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

/** The secret in `<dir>/<name>`, created as `prefix` + 48 random hex digits when missing. */
export async function fileSecret(dir: string, name: string, prefix = ''): Promise<string> {
  const file = join(dir, name)
  const cached = known.get(file)
  if (cached) return cached
  await mkdir(dir, { recursive: true })
  try {
    await writeFile(file, `${prefix}${randomBytes(24).toString('hex')}\n`, { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  // Another process may have created the file a moment ago and not yet written it.
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const secret = (await readFile(file, 'utf8')).trim()
    if (secret) {
      known.set(file, secret)
      return secret
    }
    await sleep(25)
  }
  throw new Error(`The secret file ${file} stays empty`)
}
