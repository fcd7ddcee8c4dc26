/**
 * Story interstitials (spec: interruptor pages) the way every funnel seeds them: the interruptor
 * template, flagged as an interstitial so the frame joins consecutive ones into one story and
 * they advance by themselves, on a dark background with white text.
 */
import type { PageDocument } from '../../schemas/page/schema'
import type { pageBuilder, TemplatePageInput } from './page'

/** The navy the funnels' stories share; a funnel with its own brand colour passes it instead. */
export const STORY_BACKGROUND = '#1d2a44'

export type StoryInput = Omit<TemplatePageInput<'interruptor'>, 'componentType' | 'isInterruptor'>

/** The story interstitial builder of one funnel's pages; a page may still set its own `background`. */
export function storyBuilder(page: ReturnType<typeof pageBuilder>, background = STORY_BACKGROUND) {
  return (fields: StoryInput): PageDocument => page({ componentType: 'interruptor', isInterruptor: true, background, ...fields })
}
