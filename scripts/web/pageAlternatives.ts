/**
 * Which versions of a funnel's page (its landing or a later one) the build renders. A page
 * differs by the visitor's language and by the A/B tests whose variants change its markup; the
 * build finds those tests by rendering each variant of each test against the default and
 * comparing, then renders every combination. Identical markup is kept once, so a page no test
 * touches ships one alternative per language that differs. A combination the render has no HTML
 * for (the page is not that visitor's) is left to the app (DRAWN_BY_APP); without HTML for the
 * default visitor, the page has no alternatives at all.
 */
import { PAGE_LANGUAGES, BASE_LANGUAGE } from '../../schemas/languages'
import type { FunnelContent } from '../../schemas/content/schema'
import type { AbTestDefinition } from '../../web/src/funnel/abAssignment'
import { alternativeKey, type PrerenderedChoices } from '../../web/src/platform/boot/prerenderedChoice'
import { DRAWN_BY_APP } from '../../web/src/platform/boot/prerenderedSwap'

type Variants = Record<string, string>
/** Renders the page for a visitor with this language and these variants (all of the funnel's tests); undefined: no HTML fits. */
export type RenderWith = (language: string, variants: Variants) => Promise<string | undefined>

export interface PageAlternatives {
  /** Distinct markup; [0] is the default (English, default variants) and goes into #root. */
  markup: string[]
  choices: PrerenderedChoices
}

const defaultOf = (test: FunnelContent['abTests'][number]) => test.defaultVariant ?? test.variants?.[0]?.value

/** Every combination of the given tests' variants. */
function combinations(tests: readonly AbTestDefinition[]): Variants[] {
  return tests.reduce<Variants[]>(
    (partial, test) => partial.flatMap((variants) => (test.variants ?? []).map((variant) => ({ ...variants, [test.key]: variant.value }))),
    [{}],
  )
}

export async function pageAlternatives(content: FunnelContent, render: RenderWith): Promise<PageAlternatives | undefined> {
  const defaults: Variants = {}
  for (const test of content.abTests) {
    const value = defaultOf(test)
    if (value !== undefined) defaults[test.key] = value
  }
  const base = await render(BASE_LANGUAGE, defaults)
  // The default visitor's page has no HTML: the page is the app's to draw for everyone.
  if (base === undefined) return undefined
  const landingTests: AbTestDefinition[] = []
  for (const test of content.abTests) {
    const others = (test.variants ?? []).filter((variant) => variant.value !== defaults[test.key])
    for (const variant of others) {
      if ((await render(BASE_LANGUAGE, { ...defaults, [test.key]: variant.value })) === base) continue
      landingTests.push({ key: test.key, variants: (test.variants ?? []).map(({ value, weight }) => ({ value, weight })) })
      break
    }
  }

  const markup = [base]
  const alternatives: Record<string, number> = {}
  for (const language of PAGE_LANGUAGES) {
    for (const combination of combinations(landingTests)) {
      const variants = { ...defaults, ...combination }
      const html = language === BASE_LANGUAGE && landingTests.every((test) => variants[test.key] === defaults[test.key]) ? base : await render(language, variants)
      let index = html === undefined ? DRAWN_BY_APP : markup.indexOf(html)
      if (index < 0 && html !== undefined) index = markup.push(html) - 1
      alternatives[alternativeKey(language, landingTests, variants)] = index
    }
  }
  return { markup, choices: { funnelKey: content.funnel.key, tests: landingTests, alternatives } }
}
