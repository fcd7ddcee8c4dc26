/**
 * Writes the icons' drawing data as plain modules and the content icons' sprite (iconSprite.ts), taken from lucide-react's per-icon modules
 * (their `__iconData`), so the app draws icons with its own small component (schemas/shared/IconSvg.ts)
 * and carries none of lucide-react's runtime. Run after adding an icon name or updating lucide-react:
 *   npx tsx scripts/icons/generateIconNodes.ts
 * The unit tests beside the modules compare every drawing with lucide's own, so a stale or wrong
 * module fails there.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ICON_NAMES } from '../../schemas/shared/iconNames'
import { FRAME_ICON_NAMES } from '../../web/src/ui/frameIconNames'
import { iconNodesModule, type LucideIconData } from './iconNodesModule'
import { iconSprite, iconSpriteModule, iconSpritePath } from './iconSprite'

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

// The sprite the app draws content icons from, written beside the module naming it; the old one goes.
const { ICON_NODES } = await import('../../schemas/shared/iconNodes')
const sprite = iconSprite(ICON_NODES)
const path = iconSpritePath(sprite)
const assets = join(ROOT, 'web/public/assets')
mkdirSync(assets, { recursive: true })
for (const old of readdirSync(assets).filter((file) => /^icons-[0-9a-f]{8}\.svg$/.test(file))) rmSync(join(assets, old))
writeFileSync(join(ROOT, 'web/public', path), sprite)
writeFileSync(join(ROOT, 'web/src/ui/iconSpriteUrl.ts'), iconSpriteModule(path))
console.log(`wrote web/public${path} and web/src/ui/iconSpriteUrl.ts`)
