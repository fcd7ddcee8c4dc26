/**
 * Writes the icons' drawing data as plain modules, taken from lucide-react's per-icon modules
 * (their `__iconData`), so the app draws icons with its own small component (schemas/shared/IconSvg.ts)
 * and carries none of lucide-react's runtime. Run after adding an icon name or updating lucide-react:
 *   npx tsx scripts/icons/generateIconNodes.ts
 * The unit tests beside the modules compare every drawing with lucide's own, so a stale or wrong
 * module fails there.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ICON_NAMES } from '../../schemas/shared/iconNames'
import { FRAME_ICON_NAMES } from '../../web/src/ui/frameIconNames'
import { iconNodesModule, type LucideIconData } from './iconNodesModule'

const ROOT = join(import.meta.dirname, '../..')

const ICONS = join(ROOT, 'node_modules/lucide-react/dist/esm/icons')

/** An icon's data; an alias (`frown`) is a module that re-exports another's component only, so follow it. */
async function lucideData(name: string): Promise<LucideIconData> {
  const { __iconData } = (await import(`lucide-react/icons/${name}`)) as { __iconData?: LucideIconData }
  if (__iconData) return __iconData
  const target = /export \{ default \} from '\.\/([\w-]+)\.mjs'/.exec(readFileSync(join(ICONS, `${name}.mjs`), 'utf8'))?.[1]
  if (!target) throw new Error(`lucide-react has no icon ${name}`)
  return { ...(await lucideData(target)), name }
}

const keys = process.argv.includes('--keys')
const targets = [
  { file: 'schemas/shared/iconNodes.ts', names: ICON_NAMES, constant: 'ICON_NODES', nameType: { name: 'IconName', from: './iconNames' }, nodeFrom: './IconSvg' },
  { file: 'web/src/ui/frameIconNodes.ts', names: FRAME_ICON_NAMES, constant: 'FRAME_ICON_NODES', nameType: { name: 'FrameIconName', from: './frameIconNames' }, nodeFrom: '../../../schemas/shared/IconSvg' },
]
for (const target of targets) {
  writeFileSync(join(ROOT, target.file), iconNodesModule({ ...target, icons: await Promise.all(target.names.map(lucideData)), keys }))
  console.log(`wrote ${target.file} (${target.names.length} icons${keys ? ', with keys' : ''})`)
}
