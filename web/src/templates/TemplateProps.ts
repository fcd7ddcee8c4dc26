import type { FunnelContent } from '../../../schemas/content/schema'
import type { LocalizedText, PageLanguage, Translate } from '../../../schemas/languages'
import type { ComponentType } from '../../../schemas/page/componentTypes'
import type { RenderPage } from '../content/renderPages'
import type { AnswerItem, Answers } from '../funnel/answers'
import type { StoryPosition } from '../funnel/storyPosition'
import type { Variants } from '../funnel/answers'

/**
 * What every template receives: its processed page and the ways to move the funnel on. A
 * template declares `TemplateProps<'itsType'>` and so sees exactly the fields its contract
 * declares; reading any other field is a type error.
 */
export interface TemplateProps<T extends ComponentType = ComponentType> {
  page: RenderPage<T>
  language: PageLanguage
  strings: FunnelContent['uiStrings']
  /** Localises a content string (English when the visitor's language is missing). */
  t: Translate
  answers: Answers
  /** The option labels of the visitor's answer to a question (none if unanswered). */
  answerLabels: (questionKey: string) => LocalizedText[]
  /** The funnel this page belongs to: its key is the onboarding type the backend calls name. */
  funnel: { key: string; basePath: string }
  /** The e-mail the visitor gave (e-mail capture), if any. */
  email: string | undefined
  /** The visitor's A/B variant per test of this funnel (payments and e-mails send them as metadata). */
  variants: Variants
  onAnswer: (items: AnswerItem[]) => void
  onEmail: (email: string) => void
  onNext: () => void
  onBack: () => void
  /** Moves to a route inside the app (for example checkout, with its query string). */
  onNavigate: (to: string) => void
  /** For interstitials: the page's place among consecutive interstitials (its story). */
  story: StoryPosition | null
}
