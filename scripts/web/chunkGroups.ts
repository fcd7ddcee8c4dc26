/**
 * How the client build groups modules into chunks (vite.config.ts `codeSplitting.groups`).
 *
 * Left alone, the bundler gives every module that two lazy chunks share a chunk of its own: a
 * landing asked for some 60 scripts after its paint, most under 1 KB. Each group here is one
 * chunk that every funnel start loads anyway, in the order it loads them: a lazy import the start
 * always makes, with the modules it imports statically (the bundler's
 * includeDependenciesRecursively, on by default). A module shared by two groups goes to the one
 * loaded first (the higher priority), so a later chunk imports it from a chunk already there.
 * Grouping a chunk's static imports with it cannot pull code forward: they load with it today.
 * Lazy imports stay their own chunks, so what loads later (checkout and Stripe, the consent
 * banner, the debug panel, other templates, PricedCopy, PurchaseGate) still does.
 */

export interface ChunkGroup {
  /** The chunk's name (its file is `assets/<name>-<hash>.js`). */
  name: string
  /** Which module ids the group starts from; their static imports come along. */
  test: RegExp
  /** Higher first: a module two groups reach goes to the higher one. */
  priority: number
}

/**
 * Modules every start loads, too small for a request each: the start's scheduling, the templates'
 * roles and the app's configuration. The entry imports them statically, so they come first.
 */
export const BOOT_MODULES =
  /web[\\/]src[\\/]platform[\\/]boot[\\/](afterPaint|nextTask|platformBoot)\.ts$|schemas[\\/]page[\\/]templates[\\/][^/\\]+\.role\.ts$|web[\\/]src[\\/]platform[\\/]config[\\/]browserConfig\.ts$/

/**
 * What the landing template draws with (web/src/templates/landing/Template.tsx imports them), and
 * nearly every other template too: one chunk beside the landing's instead of one per piece. It
 * comes before the funnel area, so the pieces it shares with it live here and the landing's own
 * code never imports the funnel area's chunk (whose frame draws icons). PlacedImages (300 bytes)
 * is no part of the landing's own code, but every funnel's second page uses it, and the landing
 * loads that page's template ahead.
 */
export const TEMPLATE_KIT = ['TemplateShell.tsx', 'Paragraphs.tsx', 'PageImages.tsx', 'PlacedImages.tsx', 'StickyAction.tsx', 'ChoiceButtons.tsx', 'PrimaryButton.tsx'] as const

/**
 * What the question templates (age, single and multiple choice, scale) draw with: the choice
 * group, its styles and the icon component (the drawings are no JavaScript: a sprite,
 * ui/Icon.tsx). Loaded with
 * the first question template, which a landing loads ahead when its next page is a question.
 * Templates that only draw icons (the paywall, the end page) load it later in the funnel, never
 * on a landing. The option's info line (ChoiceInfo, 0.2 KB and a few lines of CSS) is only the
 * single-choice and scale questions', but a chunk and a stylesheet of its own were two requests
 * on the landings whose next page is one of them; here it costs the others a few hundred bytes.
 */
export const QUESTION_KIT = ['ChoiceGroup.tsx', 'Icon.tsx', 'QuestionPage.css', 'ChoiceInfo.tsx'] as const

/** Matches the named files of web/src/ui. */
const uiFiles = (files: readonly string[]) => new RegExp(`web[\\\\/]src[\\\\/]ui[\\\\/](${files.map((file) => file.replace(/\./g, '\\.')).join('|')})$`)

/** The groups, in the order a landing loads them after its paint (main.tsx, startApp.tsx, FunnelSwitch.tsx, platformBoot.ts). */
export const CHUNK_GROUPS: readonly ChunkGroup[] = [
  { name: 'boot', test: BOOT_MODULES, priority: 100 },
  // The entry's first dynamic import (react-dom/client) and everything React the app shares.
  // React DOM's server renderer and React's compiler runtime stay out: only lazy code (the
  // Studio preview's packages) uses them.
  { name: 'react', test: /node_modules[\\/](react[\\/](?!.*compiler-runtime)|scheduler[\\/]|react-dom[\\/](?!.*server))/, priority: 90 },
  // The app: router, routes, the snapshot index (the entry's second dynamic import).
  { name: 'startApp', test: /web[\\/]src[\\/]startApp\.tsx$/, priority: 80 },
  // The landing template's pieces, shared by every template.
  { name: 'templateKit', test: uiFiles(TEMPLATE_KIT), priority: 75 },
  // The funnel: content, session, the walk, the frame.
  { name: 'FunnelArea', test: /web[\\/]src[\\/]app[\\/]FunnelArea\.tsx$/, priority: 70 },
  // The question templates' pieces, with the first question template.
  { name: 'questionKit', test: uiFiles(QUESTION_KIT), priority: 65 },
  // Live content's client (useFunnelContent loads it once the first page is painted).
  // Its entry module only: the parts it imports lazily (stega encoding for the Studio) stay lazy.
  { name: 'sanityClient', test: /node_modules[\\/]@sanity[\\/]client[\\/]dist[\\/]index\.browser\.js$/, priority: 60 },
  // The visitor platform, then Firebase at the next idle moment (platformBoot.ts, platformLoader.ts).
  { name: 'visitorPlatform', test: /web[\\/]src[\\/]platform[\\/]boot[\\/]visitorPlatform\.ts$/, priority: 50 },
  { name: 'firebasePlatform', test: /web[\\/]src[\\/]platform[\\/]firebase[\\/]firebasePlatform\.ts$/, priority: 40 },
]

/** The group a module id starts, if any: the highest-priority group whose test matches it. */
export function chunkGroupOf(id: string, groups: readonly ChunkGroup[] = CHUNK_GROUPS): string | undefined {
  return [...groups].sort((a, b) => b.priority - a.priority).find((group) => group.test.test(id))?.name
}
