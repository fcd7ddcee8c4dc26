import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { once } from 'node:events'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { alreadyRunningLine, runningStart, takeStartLock } from './startLock'

const dir = mkdtempSync(join(tmpdir(), 'start-lock-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const content = { webUrl: 'http://localhost:5195', ports: [{ label: 'web app', variable: 'PORT', port: 5195 }] }

describe('the start lock', () => {
  it('is taken when free, names this process and the ports, and goes on release', () => {
    const file = join(dir, 'free.json')
    const lock = takeStartLock(file, content)
    expect(lock.ok).toBe(true)
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ pid: process.pid, ...content })
    if (lock.ok) lock.release()
    expect(existsSync(file)).toBe(false)
  })

  it('held by a live process: a second start is refused with one line naming its pid and address; once that process is gone the lock is stale and taken over', async () => {
    const file = join(dir, 'held.json')
    const other = spawn('sleep', ['1000'], { stdio: 'ignore' })
    const pid = other.pid ?? 0
    writeFileSync(file, JSON.stringify({ pid, ...content }))

    expect(runningStart(file)).toEqual({ pid, ...content })
    const refused = takeStartLock(file, content)
    expect(refused).toEqual({ ok: false, running: { pid, ...content } })
    expect(alreadyRunningLine({ pid, ...content })).toBe(`npm start is already running (pid ${pid}) on http://localhost:5195; stop it first (Ctrl+C in its terminal, or kill ${pid}).`)

    other.kill()
    await once(other, 'exit')
    expect(runningStart(file)).toBeUndefined()
    const taken = takeStartLock(file, content)
    expect(taken.ok).toBe(true)
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid })
    if (taken.ok) taken.release()
  })

  it('a lock file that is not one (cut short, garbage) is taken over', () => {
    const file = join(dir, 'garbage.json')
    writeFileSync(file, '{"pid": 12')
    const lock = takeStartLock(file, content)
    expect(lock.ok).toBe(true)
    if (lock.ok) lock.release()
  })
})
