/**
 * What `npm run shots` photographs: every page of every funnel, in the funnel's own order, read
 * from the same content snapshot the build ships (so the sheet shows what visitors are served).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as z from 'zod'
import { pageRouteIn } from '../../schemas/studio/pageRoute'

export interface ShotTarget {
  funnel: string
  /** Position in the funnel's page list, from 1: the sheet's order and the file name's prefix. */
  position: number
  key: string
  componentType: string
  route: string
}

const snapshotFile = z.object({
  funnel: z.object({ key: z.string(), basePath: z.string(), pages: z.array(z.object({ _ref: z.string() })) }),
  pages: z.array(z.object({ _id: z.string(), key: z.string(), path: z.string().nullish(), componentType: z.string() })),
})

/** The targets of one funnel's snapshot document, in its page order; references without a page are skipped. */
export function targetsOfSnapshot(json: unknown): ShotTarget[] {
  const { funnel, pages } = snapshotFile.parse(json)
  const byId = new Map(pages.map((page) => [page._id, page]))
  return funnel.pages.flatMap((reference) => byId.get(reference._ref) ?? []).map((page, index) => ({
    funnel: funnel.key,
    position: index + 1,
    key: page.key,
    componentType: page.componentType,
    route: pageRouteIn(funnel.basePath, page.path),
  }))
}

/** Every funnel snapshot in `dir` (web/src/content/snapshot), optionally only the named funnels. */
export function shotTargets(dir: string, funnels: readonly string[] = []): ShotTarget[] {
  const files = readdirSync(dir).filter((name) => name.endsWith('.json') && name !== 'index.json')
  return files
    .map((name) => name.slice(0, -'.json'.length))
    .filter((key) => funnels.length === 0 || funnels.includes(key))
    .sort()
    .flatMap((key) => targetsOfSnapshot(JSON.parse(readFileSync(join(dir, `${key}.json`), 'utf8'))))
}

/** The file a shot is written to, relative to the sheet's folder: funnel/language/NN-key-viewport.png. */
export const shotFile = (target: ShotTarget, language: string, viewport: string): string =>
  `${target.funnel}/${language}/${String(target.position).padStart(2, '0')}-${target.key}-${viewport}.png`
