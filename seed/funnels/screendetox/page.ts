/**
 * What the screen-detox pages share: the builders of one funnel (both /screendetox and
 * /screendetoxexp build the same pages, each with its own ids `page.<funnel>.<key>`), the
 * question and interstitial shapes, the program's claims and the illustrations.
 */
import type { LocaleString, LocaleText } from '../../../schemas/localized/schema'
import type { OptionSetDocument } from '../../../schemas/optionSet/schema'
import type { PageDocument } from '../../../schemas/page/schema'
import { keyed, reference, str, text } from '../../build'
import { pageBuilder, type PageInput } from '../../kit/page'
import { storyBuilder } from '../../kit/storyInterstitial'

/** The dark green of the interstitials (white text on it): screen detox's own, not the shared navy. */
export const STORY_BACKGROUND = '#1f4d45'

export const SECTIONS = { introduction: 'introduction', assessment: 'assessment', reflection: 'reflection' } as const
type Section = keyof typeof SECTIONS

export const continueButton = () => str('Continue', 'Dalej')

/**
 * The illustrations shipped under web/public/images/screendetox (drawn SVG illustrations, not
 * photographs). Landing images are 640 x 400, the expert's portrait 320 x 320.
 */
export const image = (name: string, width: number, height: number, alt: LocaleString) => ({ _type: 'pageImage' as const, src: `/images/screendetox/${name}.svg`, width, height, alt })

type ScalePage = Extract<PageInput, { componentType: 'scaleQuestion' }>

/** A question page as the funnel modules write it: the option set itself, not a reference. */
interface QuestionInput {
  key: string
  name: string
  componentType: 'radioQuestion' | 'checkboxQuestion' | 'scaleQuestion'
  optionSet: OptionSetDocument
  title: LocaleString
  paragraphs?: ScalePage['paragraphs']
  buttonText?: LocaleString
  scaleLabels?: ScalePage['scaleLabels']
  empathyInfo?: ScalePage['empathyInfo']
}

/** The page builders of one screen-detox funnel. */
export function screendetoxKit(funnel: string) {
  const page = pageBuilder(funnel)

  /** A question with progress; its template follows the answer type (radio, multi, scale). */
  const question = (
    section: Section,
    fields: QuestionInput,
  ): PageDocument => {
    const { optionSet, ...rest } = fields
    return page({ section: SECTIONS[section], hasProgress: true, ...rest, optionSet: reference(optionSet._id) } as PageInput)
  }

  /** An interstitial: a story page without progress that moves on by itself. */
  const story = storyBuilder(page, STORY_BACKGROUND)
  const interstitial = (section: Section, key: string, name: string, title: LocaleString, ...body: LocaleText[]): PageDocument =>
    story({
      key,
      name,
      section: SECTIONS[section],
      title,
      ...(body.length > 0 ? { paragraphs: keyed(body, 'p') } : {}),
      buttonText: continueButton(),
    })

  return { page, question, interstitial }
}

export type ScreendetoxKit = ReturnType<typeof screendetoxKit>

/** "Choose as many as you like" under every multi-select question (spec section 5). */
export const chooseMany = () => keyed([text('Choose as many as you like.', 'Wybierz dowolną liczbę odpowiedzi.')], 'p')
