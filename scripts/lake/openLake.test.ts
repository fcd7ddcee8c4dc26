import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http'
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net'
import type { AddressInfo, Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { seedDocuments } from '../../seed/dataset'
import { ROOT } from '../settings'
import { LakePortTakenError, openLake } from './openLake'
import { startLake, type Lake } from './server'

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const listening = (server: HttpServer | TcpServer) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)))

/** A plain web server on a free port, answering every request with a page that is no lake. */
async function occupyWithPlainServer(): Promise<number> {
  const server = createHttpServer((_req, res) => res.end('<html>something else</html>'))
  const port = await listening(server)
  cleanups.push(() => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()) }))
  return port
}

async function runningLake(): Promise<Lake> {
  const lake = await startLake({ port: 0, dataDir: mkdtempSync(join(tmpdir(), 'lake-')), initialDocuments: () => seedDocuments() })
  cleanups.push(() => lake.close())
  return lake
}

const options = (port: number) => ({ port, dataDir: mkdtempSync(join(tmpdir(), 'lake-')), initialDocuments: () => seedDocuments() })

/** Runs a script the way npm does (tsx), with LAKE_PORT set and no Sanity project. */
function runScript(script: string, lakePort: number): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lake-'))
  // npm start's lock and web port of its own: a start running on this machine is not this test's business.
  const env: NodeJS.ProcessEnv = { ...process.env, LAKE_PORT: String(lakePort), LAKE_DATA_DIR: dataDir, START_LOCK_FILE: join(dataDir, 'start.json'), PORT: '5296', STUDIO: '0' }
  delete env.SANITY_PROJECT_ID
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })))
}

const portTakenLine = (port: number) =>
  `Port ${port} for the local content lake is taken by another program (not a content lake); stop it, or set LAKE_PORT to a free port (e.g. LAKE_PORT=${port + 10}).`

describe('opening the local lake on a taken port', () => {
  it('refuses a port held by a plain web server, naming the port and LAKE_PORT', async () => {
    const port = await occupyWithPlainServer()
    const opening = openLake(options(port))
    await expect(opening).rejects.toBeInstanceOf(LakePortTakenError)
    await expect(opening).rejects.toThrow(portTakenLine(port))
  })

  it('refuses a port held by something that accepts connections but never answers', async () => {
    const sockets = new Set<Socket>()
    const server = createTcpServer((socket) => sockets.add(socket))
    const port = await listening(server)
    cleanups.push(() => new Promise((resolve) => { for (const socket of sockets) socket.destroy(); server.close(() => resolve()) }))
    await expect(openLake(options(port))).rejects.toBeInstanceOf(LakePortTakenError)
  })

  it('uses a lake that already runs on the port, and leaves it running when closed', async () => {
    const running = await runningLake()
    const port = Number(new URL(running.url).port)
    const lake = await openLake(options(port))
    expect(lake).toMatchObject({ url: running.url, reused: true })
    await lake.close()
    const answer = await fetch(`${running.url}/v2025-02-19/data/query/production?query=1`)
    expect(await answer.json()).toMatchObject({ result: 1 })
  })

  it('starts its own lake when the port is free', async () => {
    const lake = await openLake(options(0))
    cleanups.push(() => lake.close())
    expect(lake.reused).toBe(false)
  })
})

describe('npm start and npm run lake with the lake port taken', () => {
  it('npm start prints one line naming the port and LAKE_PORT and exits non-zero, without a stack trace', async () => {
    const port = await occupyWithPlainServer()
    const { code, stdout, stderr } = await runScript('scripts/start.ts', port)
    expect(code).toBe(1)
    expect(stderr.trim()).toBe(`The content lake did not start: ${portTakenLine(port)}`)
    expect(stdout).toBe('')
  }, 30_000)

  it('npm run lake with a lake already on the port says so in one line and uses it', async () => {
    const running = await runningLake()
    const { code, stdout, stderr } = await runScript('scripts/lake/serve.ts', Number(new URL(running.url).port))
    expect(code).toBe(0)
    expect(stdout.trim()).toBe(`A local content lake already answers on ${running.url}; using that one, nothing started.`)
    expect(stderr).toBe('')
  }, 30_000)
})
