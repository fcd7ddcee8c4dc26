import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT } from '../settings'
import { functionsRuntime, pinnedNodeMajor, runningNodeMajor } from './nodeRuntime'

const json = (file: string) => JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as Record<string, unknown>

describe('one Node.js major everywhere', () => {
  const pinned = pinnedNodeMajor()

  it('is a supported major (Node 20 left support in April 2026)', () => {
    expect(pinned).toBeGreaterThanOrEqual(22)
    expect(pinned % 2).toBe(0) // only even majors get long-term support
  })

  it('runs the tests themselves: npm put the pinned binary first on the PATH', () => {
    expect(runningNodeMajor()).toBe(pinned)
  })

  it('deploys and emulates the functions on the same major', () => {
    const firebase = json('functions/firebase.json') as { functions: { runtime: string }[] }
    expect(firebase.functions.map((codebase) => codebase.runtime)).toEqual([functionsRuntime()])
    expect((json('functions/package.json') as { engines: { node: string } }).engines.node).toBe(String(pinned))
    expect(readFileSync(join(ROOT, 'scripts/buildFunctions.ts'), 'utf8')).toContain(`target: 'node${pinned}'`)
  })

  it("declares the major in the root package's engines", () => {
    expect((json('package.json') as { engines: { node: string } }).engines.node).toBe(`${pinned}.x`)
  })
})
