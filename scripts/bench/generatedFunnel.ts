/**
 * A funnel of any length, built the way seed/funnels/* build theirs (the same kit, the same
 * document shapes), so it passes the same validation. The bench adds a 50-page and a 500-page
 * one to its own lake to see whether a visitor's step and the content checks stay as cheap when
 * a funnel grows. Never written to seed/: it exists only in the bench's lake and build.
 */
import type { FunnelDocument } from '../../schemas/funnel/schema'
import type { OptionSetDocument } from '../../schemas/optionSet/schema'
import type { PageDocument } from '../../schemas/page/schema'
import { keyed, reference, references, str, text } from '../../seed/build'
import { funnelId } from '../../seed/kit/ids'
import { optionSet } from '../../seed/kit/optionSet'
import { pageBuilder } from '../../seed/kit/page'

export const generatedKey = (pages: number) => `generated${pages}`

/** The path of question `n` (1-based), so the bench can enter the funnel deep inside it. */
export const questionPath = (n: number) => `q-${n}`

/** Four option sets taken in turn: real funnels share a few sets across many questions. */
const OPTION_SET_COUNT = 4

/** The English label of the first option on question `n`; consecutive questions differ. */
export const firstOptionLabel = (n: number) => `Often (${(n - 1) % OPTION_SET_COUNT})`

/** How many questions a funnel of `pages` pages has. */
export const questionCount = (pages: number) => pages - 2

/**
 * `pages` pages: a landing, `pages - 2` single-choice questions, a congratulations page. Returns
 * every document the funnel needs (funnel, pages, option sets); site settings and UI strings
 * come from the seed.
 */
export function generatedFunnelDocuments(pages: number, order: number): (FunnelDocument | PageDocument | OptionSetDocument)[] {
  if (pages < 3) throw new Error('A generated funnel has a landing, at least one question and a last page')
  const key = generatedKey(pages)
  const page = pageBuilder(key)
  const sets = Array.from({ length: OPTION_SET_COUNT }, (_, set) =>
    optionSet(key, `choice${set}`, [
      { key: 'often', label: str(`Often (${set})`, `Często (${set})`) },
      { key: 'sometimes', label: str(`Sometimes (${set})`, `Czasami (${set})`) },
      { key: 'rarely', label: str(`Rarely (${set})`, `Rzadko (${set})`) },
      { key: 'never', label: str(`Never (${set})`, `Nigdy (${set})`) },
    ]),
  )
  const landing = page({
    key: 'landing',
    name: 'Landing',
    path: '',
    componentType: 'landing',
    title: str(`A quiz of ${pages} pages`, `Quiz z ${pages} stron`),
    paragraphs: keyed([text('Generated to measure how the renderer scales with a funnel’s length.', 'Wygenerowany, by zmierzyć, jak renderer skaluje się z długością lejka.')]),
    buttonText: str('Start', 'Zacznij'),
  })
  const questions = Array.from({ length: questionCount(pages) }, (_, index) => {
    const n = index + 1
    return page({
      key: questionPath(n),
      name: `Question ${n}`,
      componentType: 'radioQuestion',
      section: 'questions',
      hasProgress: true,
      optionSet: reference(sets[index % OPTION_SET_COUNT]!._id),
      // Each title differs from the one before: the bench sees a step as done when the heading changes.
      title: str(`Question ${n}: how often do you plan your day?`, `Pytanie ${n}: jak często planujesz swój dzień?`),
    })
  })
  const last = page({
    key: 'done',
    name: 'Done',
    componentType: 'congrats',
    title: str('All done', 'Gotowe'),
    paragraphs: keyed([text('Thank you for answering every question.', 'Dziękujemy za odpowiedzi na wszystkie pytania.')]),
  })
  const funnelPages = [landing, ...questions, last]
  const funnel: FunnelDocument = {
    _id: funnelId(key),
    _type: 'funnel',
    key,
    basePath: `/${key}`,
    name: `Generated (${pages} pages)`,
    icon: 'flask-conical',
    order,
    pages: references(funnelPages.map((p) => p._id)),
    processing: { totalProgress: pages },
  }
  return [funnel, ...funnelPages, ...sets]
}
