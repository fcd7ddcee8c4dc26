import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ROOT } from '../settings'

/**
 * A real process plays `npm start`: it starts child process groups the way the emulators and the
 * Studio are started (detached, each with a process of its own below it, as the CLI has its
 * function workers) and an in-process server, registers them with the shutdown, and is then
 * signalled as Ctrl+C or SIGTERM would.
 */
const dir = mkdtempSync(join(tmpdir(), 'shutdown-'))
const harness = join(dir, 'harness.mts')
writeFileSync(
  harness,
  `
import { spawn } from 'node:child_process'
import { createServer } from 'node:http'
import { createShutdown } from ${JSON.stringify(join(ROOT, 'scripts/start/shutdown.ts'))}
import { stopProcessGroup } from ${JSON.stringify(join(ROOT, 'scripts/start/processGroup.ts'))}

const mode = process.argv[2]
const shutdown = createShutdown({ log: (line) => console.log(line) })
shutdown.handleSignals()
const server = createServer()
await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)))
shutdown.add('server', () => new Promise((done) => server.close(done)))
// 'stubborn' children ignore SIGTERM (the ignore is inherited by the sleeps below the shell).
const script = mode === 'stubborn' ? "trap '' TERM; sleep 1000 & sleep 1000 & wait" : 'sleep 1000 & sleep 1000 & wait'
const groups = [0, 1].map(() => spawn('sh', ['-c', script], { detached: true, stdio: 'ignore' }).pid)
for (const group of groups) shutdown.add('group', () => stopProcessGroup(group, 60_000), [group])
// 'fail': a later service fails once the test has seen the groups running (it sends SIGUSR2).
if (mode === 'fail') process.once('SIGUSR2', () => void shutdown.fail('The thing', new Error('port 1 is taken\\nsecond line')))
console.log('ready ' + JSON.stringify(groups))
`,
)

const started: number[] = []
afterAll(() => {
  // Whatever a failed test left behind is not left to run for 1000 s.
  for (const group of started) {
    try {
      process.kill(-group, 'SIGKILL')
    } catch {
      // gone, as it should be
    }
  }
  rmSync(dir, { recursive: true, force: true })
})

/** Live (not zombie) processes whose process group is one of `groups`. */
function membersOf(groups: number[]): number[] {
  const members: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const [, rest] = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')
      const [state, , pgrp] = (rest ?? '').split(' ')
      if (state !== 'Z' && groups.includes(Number(pgrp))) members.push(Number(entry))
    } catch {
      // gone while we read
    }
  }
  return members
}

/** Starts the harness and resolves with its child groups once they run (each a shell and two sleeps). */
async function startHarness(mode: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', harness, mode], { stdio: ['ignore', 'pipe', 'inherit'] })
  let output = ''
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
  const groups = await new Promise<number[]>((done, fail) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const ready = /^ready (.*)$/m.exec(output)
      if (ready?.[1]) done(JSON.parse(ready[1]) as number[])
    })
    void exited.then(() => fail(new Error(`the harness ended early:\n${output}`)))
  })
  started.push(...groups)
  // Each group has its shell and both sleeps before the test signals it.
  while (membersOf(groups).length < 6) await new Promise((done) => setImmediate(done))
  return { child, groups, exited, output: () => output }
}

describe('the shutdown of npm start', { timeout: 30_000 }, () => {
  it.each(['SIGTERM', 'SIGHUP'] as const)('%s stops every child process group, the processes below the leaders included, and exits 0', async (signal) => {
    const { child, groups, exited, output } = await startHarness('normal')
    child.kill(signal)
    expect(await exited).toBe(0)
    expect(membersOf(groups)).toEqual([])
    expect(output()).toContain('Stopping every service npm start started')
  })

  it('Ctrl+C waits for the services to stop; a second Ctrl+C kills what is left at once and exits 130', async () => {
    const { child, groups, exited, output } = await startHarness('stubborn')
    child.kill('SIGINT')
    // The stubborn groups ignore SIGTERM, so the first stop waits (up to its 60 s grace).
    while (!output().includes('Stopping every service')) await new Promise((done) => setImmediate(done))
    expect(membersOf(groups)).toHaveLength(6)
    child.kill('SIGINT')
    expect(await exited).toBe(130)
    while (membersOf(groups).length > 0) await new Promise((done) => setImmediate(done))
    expect(output()).toContain('Stopping at once.')
  })

  it('a service that fails to start is one line naming it; what started is stopped and the exit code is 1', async () => {
    const { child, groups, exited, output } = await startHarness('fail')
    child.kill('SIGUSR2')
    expect(await exited).toBe(1)
    expect(membersOf(groups)).toEqual([])
    expect(output()).toContain('The thing did not start: port 1 is taken\n')
    expect(output()).not.toContain('second line')
  })
})
