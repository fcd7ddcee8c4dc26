import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PLATFORM_VARIABLES, SERVER_VARIABLES } from '../functions/src/config/serverConfig'
import { BROWSER_VARIABLES } from '../web/src/platform/config/browserConfig'
import { PORT_VARIABLES } from './ports'
import { ROOT } from './settings'

/** The names .env.example lists, set or commented out (`NAME=` or `# NAME=`). */
const listed = new Set([...readFileSync(join(ROOT, '.env.example'), 'utf8').matchAll(/^(?:#\s*)?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!))

const sources = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'))

/** Names read as `env.NAME`, `env?.NAME`, `env['NAME']` or `env[\`NAME_${…}\`]` (a prefix, ending in _). */
const readsIn = (dirs: string[], pattern: RegExp) => new Set(dirs.flatMap(sources).flatMap((text) => [...text.matchAll(pattern)].map((match) => match[1]!)))
const ENV_READ = /\benv\??\.([A-Z][A-Z0-9_]+)\b|\benv\[['"`]([A-Z][A-Z0-9_]+)/g

describe('.env.example', () => {
  it('lists every variable the browser, the functions, the Studio, npm start and the tools read', () => {
    const read = new Set<string>(PORT_VARIABLES)
    for (const dir of ['functions/src', 'studio', 'scripts'])
      for (const text of sources(dir)) for (const match of text.matchAll(ENV_READ)) read.add((match[1] ?? match[2])!)
    for (const name of readsIn(['web/src'], /\b(VITE_[A-Z0-9_]+)/g)) read.add(name)
    for (const name of [...BROWSER_VARIABLES, ...Object.keys(SERVER_VARIABLES), ...PLATFORM_VARIABLES]) read.add(name)
    // A name built from a prefix (STRIPE_SECRET_KEY_${account}) is listed when some name has the prefix.
    // Set by the platform or the tool that runs the code, never by a person.
    for (const standard of ['NODE_ENV', 'CI']) read.delete(standard)
    const missing = [...read].filter((name) => (name.endsWith('_') ? ![...listed].some((entry) => entry.startsWith(name)) : !listed.has(name)))
    expect(missing).toEqual([])
    expect(read.size).toBeGreaterThan(60)
  })

  it('lists nothing the code does not read', () => {
    const known = new Set([...BROWSER_VARIABLES, ...Object.keys(SERVER_VARIABLES), ...PLATFORM_VARIABLES, ...PORT_VARIABLES])
    const code = ['functions/src', 'studio', 'scripts', 'web/src'].flatMap(sources).join('\n')
    const unknown = [...listed].filter((name) => !known.has(name) && !new RegExp(`\\b${name}\\b`).test(code) && !/^MAIL_FROM_/.test(name))
    expect(unknown).toEqual([])
  })
})
