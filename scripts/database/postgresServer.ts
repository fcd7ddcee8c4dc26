/**
 * Debian's PostgreSQL server (the `postgresql` package: initdb and postgres under
 * /usr/lib/postgresql/<version>/bin), started on a throw-away cluster for tests, so the
 * migrations and queries also run on the engine production uses. PostgreSQL refuses to run as
 * root: as root the cluster belongs to the `postgres` user and is started through runuser.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'

export interface PostgresServer {
  url: string
  version: string
  close(): Promise<void>
}

/** The newest installed server's bin folder, or null when the package is not installed. */
export function postgresBinDir(root = '/usr/lib/postgresql'): string | null {
  if (!existsSync(root)) return null
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? join(root, versions[0], 'bin') : null
}

const asRoot = () => userInfo().uid === 0

/** The command line, run as the postgres user when we are root. */
function asServerUser(command: string, args: string[]): [string, string[]] {
  return asRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

async function waitUntilAnswering(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`PostgreSQL exited (${child.exitCode}):\n${output()}`)
    const client = new pg.Client({ connectionString: url })
    try {
      await client.connect()
      await client.end()
      return
    } catch {
      await client.end().catch(() => undefined)
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not answer within 30 s:\n${output()}`)
      await sleep(100)
    }
  }
}

/** A fresh cluster in a temporary folder on `port`; close() stops it and deletes the folder. */
export async function startPostgresServer(port: number): Promise<PostgresServer> {
  const bin = postgresBinDir()
  if (!bin) throw new Error("Debian's PostgreSQL server is not installed (no /usr/lib/postgresql/*/bin/initdb): apt-get install -y postgresql")
  const dir = mkdtempSync(join(tmpdir(), 'funnels-pg-'))
  const dataDir = join(dir, 'data')
  if (asRoot()) {
    const { uid, gid } = { uid: Number(spawnSync('id', ['-u', 'postgres']).stdout), gid: Number(spawnSync('id', ['-g', 'postgres']).stdout) }
    chownSync(dir, uid, gid)
  }
  const [initCommand, initArgs] = asServerUser(join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync'])
  const init = spawnSync(initCommand, initArgs, { encoding: 'utf8' })
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`)

  // No fsync: a test cluster is thrown away; sockets stay in the cluster's folder.
  const settings = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', `unix_socket_directories=${dir}`, '-c', 'listen_addresses=127.0.0.1']
  const [command, args] = asServerUser(join(bin, 'postgres'), ['-D', dataDir, '-p', String(port), ...settings])
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  try {
    await waitUntilAnswering(url, child, () => output)
  } catch (error) {
    child.kill('SIGKILL')
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  const version = bin.split('/').at(-2) ?? 'unknown'
  return {
    url,
    version,
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done))
        // runuser does not pass signals on; pg_ctl stops the server itself (immediate: the cluster is thrown away).
        const [stopCommand, stopArgs] = asServerUser(join(bin, 'pg_ctl'), ['stop', '-D', dataDir, '-m', 'immediate'])
        spawnSync(stopCommand, stopArgs, { stdio: 'ignore' })
        await Promise.race([exited, sleep(10_000)])
        if (child.exitCode === null) child.kill('SIGKILL')
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
