import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { COMPONENT_TYPES } from '../../../schemas/page/componentTypes'
import { PAGE_CONTRACTS } from '../../../schemas/page/templates'
import { ICON_TEMPLATES } from './iconTemplates'
import type { TemplateModule } from './registry'

const TEMPLATES_DIR = fileURLToPath(new URL('.', import.meta.url))

describe('template registry: one list of templates', () => {
  it('every contract has a template folder with its Template.tsx, and every template folder a contract', () => {
    const folders = readdirSync(TEMPLATES_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)
    expect(folders.sort()).toEqual([...COMPONENT_TYPES].sort())
    for (const type of COMPONENT_TYPES) expect(existsSync(join(TEMPLATES_DIR, type, 'Template.tsx')), `${type}/Template.tsx`).toBe(true)
  })

  it("a template exports preload exactly when its contract's role says it preloads data", async () => {
    const modules = import.meta.glob<TemplateModule>('./*/Template.tsx')
    for (const { componentType, role } of PAGE_CONTRACTS) {
      const module = await modules[`./${componentType}/Template.tsx`]!()
      expect(typeof module.default, componentType).toBe('function')
      expect(typeof module.preload === 'function', componentType).toBe(role.preloadsData === true)
    }
  })

  it("warms the icons' sprite exactly for the templates that draw content icons (through ui/Icon, from their folder or a ui piece)", () => {
    const UI_DIR = join(TEMPLATES_DIR, '..', 'ui')
    const source = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '')
    // The ui modules a file imports (`../../ui/X` from a template folder, `./X` inside ui), and theirs.
    const reachesIcon = (text: string, pattern: RegExp, seen = new Set<string>()): boolean =>
      [...text.matchAll(pattern)].some(([, name]) => {
        if (name === 'Icon') return true
        if (seen.has(name!)) return false
        seen.add(name!)
        return reachesIcon(source(join(UI_DIR, `${name}.tsx`)) || source(join(UI_DIR, `${name}.ts`)), /from '\.\/([\w]+)'/g, seen)
      })
    const drawsIcons = (type: string) =>
      readdirSync(join(TEMPLATES_DIR, type))
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
        .some((file) => reachesIcon(source(join(TEMPLATES_DIR, type, file)), /from '\.\.\/\.\.\/ui\/([\w]+)'/g))
    expect([...ICON_TEMPLATES].sort()).toEqual(COMPONENT_TYPES.filter(drawsIcons).sort())
  })
})
