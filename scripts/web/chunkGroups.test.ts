import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT } from '../settings'
import { CHUNK_GROUPS, chunkGroupOf, QUESTION_KIT, TEMPLATE_KIT } from './chunkGroups'

const web = (path: string) => join(ROOT, 'web/src', path)
const modules = (path: string) => join(ROOT, 'node_modules', path)
const UI = join(ROOT, 'web/src/ui')

/** The files of web/src/ui a source file imports at run time (`./X` from inside ui, `../../ui/X` from a template; no `import type`), extension added. */
function uiImports(file: string): string[] {
  const source = readFileSync(file, 'utf8')
  const uiFiles = readdirSync(UI)
  return [...source.matchAll(/^import\s(?!type\s)[^'"]*['"]([^'"]+)['"]/gm)].flatMap(([, path]) => {
    const name = /^(?:\.\/|(?:\.\.\/)+ui\/)([^/]+)$/.exec(path!)?.[1]
    if (!name) return []
    const file = uiFiles.find((candidate) => candidate === name || candidate === `${name}.tsx` || candidate === `${name}.ts`)
    return file ? [file] : []
  })
}

/** Every file of web/src/ui that `file` reaches through static imports inside web/src/ui. */
function uiClosure(file: string): Set<string> {
  const seen = new Set<string>()
  const queue = uiImports(file)
  while (queue.length > 0) {
    const next = queue.shift()!
    if (seen.has(next)) continue
    seen.add(next)
    if (/\.tsx?$/.test(next)) queue.push(...uiImports(join(UI, next)))
  }
  return seen
}

describe('chunk groups', () => {
  it('starts each group at a lazy import every funnel start makes', () => {
    expect(chunkGroupOf(web('platform/boot/platformBoot.ts'))).toBe('boot')
    expect(chunkGroupOf(modules('react-dom/client.js'))).toBe('react')
    expect(chunkGroupOf(modules('react/jsx-runtime.js'))).toBe('react')
    expect(chunkGroupOf(web('startApp.tsx'))).toBe('startApp')
    expect(chunkGroupOf(web('app/FunnelArea.tsx'))).toBe('FunnelArea')
    expect(chunkGroupOf(web('ui/TemplateShell.tsx'))).toBe('templateKit')
    expect(chunkGroupOf(web('ui/Icon.tsx'))).toBe('questionKit')
    expect(chunkGroupOf(web('ui/ChoiceInfo.tsx'))).toBe('questionKit')
    expect(chunkGroupOf(modules('@sanity/client/dist/index.browser.js'))).toBe('sanityClient')
    expect(chunkGroupOf(web('platform/boot/visitorPlatform.ts'))).toBe('visitorPlatform')
    expect(chunkGroupOf(web('platform/firebase/firebasePlatform.ts'))).toBe('firebasePlatform')
  })

  it('starts no group at code that loads later, so it keeps its own chunk', () => {
    const later = [
      web('checkout/page/CheckoutPage.tsx'),
      web('checkout/entitlement/PurchaseGate.tsx'),
      web('checkout/pricing/PricedCopy.tsx'),
      web('app/debug/DebugPanel.tsx'),
      web('app/consent/ConsentHost.tsx'),
      web('app/preview/PreviewSwitch.tsx'),
      web('app/Onboardings.tsx'),
      web('ui/UploadedImage.tsx'),
      modules('@stripe/stripe-js/dist/index.mjs'),
      modules('react-dom/server.browser.js'),
      modules('react-dom/cjs/react-dom-server.browser.production.js'),
      modules('react/compiler-runtime.js'),
      modules('@sanity/client/dist/_chunks-es/stegaEncodeSourceMap.js'),
      ...readdirSync(web('templates'), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => web(`templates/${entry.name}/Template.tsx`)),
    ]
    expect(later.filter((id) => chunkGroupOf(id) !== undefined)).toEqual([])
  })

  it('gives the higher priority to the group a landing loads first', () => {
    const order = ['boot', 'react', 'startApp', 'templateKit', 'FunnelArea', 'questionKit', 'sanityClient', 'visitorPlatform', 'firebasePlatform']
    expect([...CHUNK_GROUPS].sort((a, b) => b.priority - a.priority).map((group) => group.name)).toEqual(order)
  })

  it("holds in the template kit only what the landing template draws with, and PlacedImages, which every funnel's second page uses", () => {
    const landing = uiClosure(web('templates/landing/Template.tsx'))
    const kitFiles = TEMPLATE_KIT.filter((file) => file !== 'PlacedImages.tsx')
    expect(new Set(kitFiles)).toEqual(new Set([...landing].filter((file) => file.endsWith('.tsx'))))
  })

  it('holds in the question kit only what every question template draws with, and the info line the single-choice and scale questions draw', () => {
    const everyQuestion = QUESTION_KIT.filter((file) => file !== 'ChoiceInfo.tsx')
    for (const template of ['ageQuestion', 'radioQuestion', 'checkboxQuestion', 'scaleQuestion']) {
      expect(uiImports(web(`templates/${template}/Template.tsx`)), template).toEqual(expect.arrayContaining([...everyQuestion]))
    }
    for (const template of ['radioQuestion', 'scaleQuestion']) expect(uiImports(web(`templates/${template}/Template.tsx`)), template).toContain('ChoiceInfo.tsx')
  })
})
