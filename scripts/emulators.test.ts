import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { portAnswers } from './start/startLock'
import { emulatorSettings, pidFileOf, startEmulators, stopEmulatorByPidFile, type RunningEmulators } from './emulators'

describe('emulatorSettings', () => {
  it('uses the default ports and project, overridable from the environment', () => {
    expect(emulatorSettings({})).toMatchObject({
      authPort: 9099,
      functionsPort: 5001,
      hubPort: 4400,
      loggingPort: 4500,
      functionsHubPort: 4401,
      functionsLoggingPort: 4501,
      eventarcPort: 9299,
      tasksPort: 9499,
      projectId: 'demo-funnels',
    })
    expect(emulatorSettings({ FIREBASE_FUNCTIONS_PORT: '5201', FIREBASE_PROJECT_ID: 'demo-x', SINK_DIR: '/tmp/s' })).toMatchObject({ functionsPort: 5201, projectId: 'demo-x', sinkDir: '/tmp/s' })
  })
})

/**
 * The real Firebase CLI with a temporary data folder and sink, on ports ending in 5 and 6 (hub and
 * logging take the next port too, Eventarc and Cloud Tasks are named): apart from `npm start`'s
 * and from e2e runs, whose offsets are tens.
 */
describe('the emulators', () => {
  const dir = mkdtempSync(join(tmpdir(), 'emulators-'))
  const options = { authPort: 9395, functionsPort: 5395, hubPort: 4795, loggingPort: 4895, eventarcPort: 9295, tasksPort: 9495, projectId: 'demo-funnels', dataDir: join(dir, 'data'), sinkDir: join(dir, 'sinks') }
  let emulators: RunningEmulators | undefined

  afterAll(async () => {
    await emulators?.close()
    rmSync(dir, { recursive: true, force: true })
  }, 30_000)

  const callSaveLog = async (data: unknown) => {
    const response = await fetch(`${emulators?.functionsUrl}/saveLog`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data }) })
    return { status: response.status, body: (await response.json()) as unknown }
  }

  it('serve the callables over the wire format, record to the sink, stop the functions alone', async () => {
    emulators = await startEmulators(options)
    expect(emulators.functionsUrl).toBe('http://127.0.0.1:5395/demo-funnels/us-central1')
    // Every port the CLI listens on is one we named (none of its own defaults, none chosen by it).
    const config: unknown = JSON.parse(readFileSync(join(options.dataDir, 'functions', 'firebase.json'), 'utf8'))
    expect(config).toMatchObject({ emulators: { hub: { port: 4796 }, logging: { port: 4896 }, eventarc: { port: 9295 }, tasks: { port: 9495 } } })
    expect(await Promise.all([4795, 4796, 9295, 9495].map((port) => portAnswers(port)))).toEqual([true, true, true, true])

    expect(await callSaveLog({ name: 'Visited: landing', userId: 'user-1', returnCountry: true })).toEqual({
      status: 200,
      body: { result: { ok: true, countryDetection: { detectedCountry: null, confidence: 0, method: 'unknown' } } },
    })
    const lines = readFileSync(join(options.sinkDir, 'saveLog.ndjson'), 'utf8').trimEnd().split('\n')
    expect(lines.map((line): unknown => JSON.parse(line))).toEqual([{ receivedAt: expect.any(String), authUid: null, name: 'Visited: landing', userId: 'user-1', returnCountry: true }])

    const bad = await callSaveLog({ name: 'x' })
    expect(bad).toMatchObject({ status: 400, body: { error: { status: 'INVALID_ARGUMENT', message: expect.stringContaining('userId') } } })

    // Started again on the same ports, the running emulators are found and reused.
    const again = await startEmulators(options)
    expect([again.auth.reused, again.functions.reused]).toEqual([true, true])

    // The functions emulator stops on its own, through its pid file as the e2e tests do; auth (and its users) stays.
    const pidFile = pidFileOf(options.dataDir, 'functions')
    await stopEmulatorByPidFile(pidFile)
    expect(existsSync(pidFile)).toBe(false)
    await expect(fetch(`${emulators.functionsUrl}/saveLog`)).rejects.toThrow()
    expect((await fetch(`${emulators.authUrl}/`)).ok).toBe(true)
  }, 120_000)
})
