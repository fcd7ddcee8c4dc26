import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { COMPONENT_TYPES } from '../../../schemas/page/componentTypes'
import { PAGE_CONTRACTS } from '../../../schemas/page/templates'
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
})
