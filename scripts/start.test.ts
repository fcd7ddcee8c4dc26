import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ROOT } from './settings'
import { portAnswers } from './start/startLock'

/**
 * The real `npm start` script, on ports ending in 96 and folders of its own, in the cases that
 * end before the slow parts (the functions build, the emulators, the web build): a bad port
 * setting, a start already running, a service that cannot start.
 */
const dir = mkdtempSync(join(tmpdir(), 'start-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const env = {
  PORT: '5196',
  LAKE_PORT: '3996',
  STUDIO: '0',
  DATABASE_PORT: '5496',
  FIREBASE_AUTH_PORT: '9396',
  FIREBASE_FUNCTIONS_PORT: '5396',
  FIREBASE_HUB_PORT: '4696',
  FIREBASE_FUNCTIONS_HUB_PORT: '4596',
  FIREBASE_LOGGING_PORT: '6196',
  FIREBASE_FUNCTIONS_LOGGING_PORT: '6296',
  FIREBASE_EVENTARC_PORT: '9296',
  FIREBASE_TASKS_PORT: '9496',
  MAIL_SMTP_PORT: '2696',
  MAIL_WEB_PORT: '2796',
  LAKE_DATA_DIR: join(dir, 'lake'),
  DATABASE_DATA_DIR: join(dir, 'postgres'),
  MAIL_DIR: join(dir, 'mail'),
  EMULATORS_DATA_DIR: join(dir, 'emulators'),
  SINK_DIR: join(dir, 'sinks'),
  OUTBOX_DIR: join(dir, 'outbox'),
  START_LOCK_FILE: join(dir, 'start.json'),
}

async function runStart(extra: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/start.ts')], { cwd: ROOT, env: { ...process.env, ...env, ...extra }, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const [code] = (await once(child, 'exit')) as [number | null]
  return { code, lines: output.trim().split('\n') }
}

const listenOn = async (port: number): Promise<Server> => {
  const server = createServer()
  server.listen(port, '127.0.0.1')
  await once(server, 'listening')
  return server
}

describe('npm start', { timeout: 60_000 }, () => {
  it('refuses two services on one port in one line, before it starts anything', async () => {
    const { code, lines } = await runStart({ MAIL_WEB_PORT: '5196' })
    expect(code).toBe(1)
    expect(lines).toEqual(['Port 5196 is set for two services: web app (PORT) and mail catcher inbox (MAIL_WEB_PORT); set one of them to another port.'])
    expect(existsSync(env.LAKE_DATA_DIR)).toBe(false)
  })

  it('against a running start says so in one line and touches nothing', async () => {
    const running = spawn('sleep', ['1000'], { stdio: 'ignore' })
    writeFileSync(env.START_LOCK_FILE, JSON.stringify({ pid: running.pid, webUrl: 'http://localhost:5196', ports: [] }))
    try {
      const { code, lines } = await runStart()
      expect(code).toBe(1)
      expect(lines).toEqual([`npm start is already running (pid ${running.pid}) on http://localhost:5196; stop it first (Ctrl+C in its terminal, or kill ${running.pid}).`])
      expect(existsSync(env.LAKE_DATA_DIR)).toBe(false)
      expect(existsSync(env.START_LOCK_FILE)).toBe(true)
    } finally {
      running.kill()
      rmSync(env.START_LOCK_FILE, { force: true })
    }
  })

  it('names a service that cannot start in one line, stops the ones it had started and exits 1', async () => {
    const squatter = await listenOn(2696) // the mail catcher's SMTP port
    try {
      const { code, lines } = await runStart()
      expect(code).toBe(1)
      expect(lines).toEqual(["The mail catcher did not start: Port 2696 for the mail catcher's SMTP server is taken by another program; stop it or set MAIL_SMTP_PORT."])
      // The lake and the database had started before it: both are stopped again, and the lock is gone.
      expect(existsSync(env.LAKE_DATA_DIR)).toBe(true)
      expect([await portAnswers(3996), await portAnswers(5496)]).toEqual([false, false])
      expect(existsSync(env.START_LOCK_FILE)).toBe(false)
    } finally {
      squatter.close()
    }
  })
})
