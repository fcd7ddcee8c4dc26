import type { FunnelContent } from '../../../schemas/content/schema'
import type { PageLanguage } from '../../../schemas/languages'
import type { RenderPage } from '../content/renderPages'
import type { AnswerItem, Answers } from '../funnel/answers'

type Localized = { [language in PageLanguage]?: string }

/** What every template receives: its processed page and the ways to move the funnel on. */
export interface TemplateProps {
  page: RenderPage
  language: PageLanguage
  strings: FunnelContent['uiStrings']
  /** Localises a content string (English when the visitor's language is missing). */
  t: (value: Localized | undefined) => string
  answers: Answers
  onAnswer: (items: AnswerItem[]) => void
  onEmail: (email: string) => void
  onNext: () => void
  onBack: () => void
  /** For interstitials: the page's place among consecutive interstitials (its story). */
  story: { index: number; count: number } | null
}
