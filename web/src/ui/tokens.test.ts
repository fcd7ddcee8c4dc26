import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = join(import.meta.dirname, '..')
const COLOUR = /#[0-9a-f]{3,8}\b|rgba?\(|hsla?\(/i

function cssFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return cssFiles(path)
    return entry.name.endsWith('.css') ? [path] : []
  })
}

/** The app's stylesheet without its `:root` block, where the tokens are defined. */
const withoutRoot = (css: string) => css.replace(/:root\s*\{[^}]*\}/, '')

describe('design tokens', () => {
  it('colours are written only as tokens in :root, never as literals in a rule', () => {
    const offenders = cssFiles(SRC)
      .map((path) => relative(SRC, path).replaceAll('\\', '/'))
      .flatMap((path) =>
        withoutRoot(readFileSync(join(SRC, path), 'utf8'))
          .split('\n')
          .flatMap((line, index) => (COLOUR.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [])),
      )
    expect(offenders).toEqual([])
  })

  it('every token a stylesheet uses is defined in :root', () => {
    const app = readFileSync(join(SRC, 'app/app.css'), 'utf8')
    const defined = new Set([...app.matchAll(/(--[\w-]+):/g)].map((match) => match[1]))
    // Set inline by templates (the chat's per-message delay), not tokens.
    const local = new Set(['--chat-delay'])
    const used = cssFiles(SRC).flatMap((path) => [...readFileSync(path, 'utf8').matchAll(/var\((--[\w-]+)/g)].map((match) => match[1]!))
    expect(used.filter((name) => !defined.has(name) && !local.has(name))).toEqual([])
  })
})
