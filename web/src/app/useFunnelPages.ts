import { useCallback, useMemo, useState } from 'react'
import type { FunnelContent } from '../../../schemas/content/schema'
import { renderPages, type RenderPage } from '../content/renderPages'
import type { Answers, Variants } from '../funnel/answers'
import { computeProgress } from '../funnel/progress'
import { answerLabels } from '../funnel/answerLabels'
import { answersInFunnel, processPages } from '../funnel/processPages'
import { funnelIndex } from '../content/snapshot'
import { createAbManager } from '../platform/visitor/ab'
import { logEvent } from '../platform/events/events'
import { productEvent } from '../../../schemas/events/productEvent'

export type FunnelPage = RenderPage & { progress?: number }

/**
 * The processed page list: the visitor's A/B variants and answers applied to the content's
 * rules, then progress spread over the sections. Switching a variant re-processes at once.
 */
export function useFunnelPages(content: FunnelContent, answers: Answers) {
  const funnelKey = content.funnel.key
  const ab = useMemo(() => createAbManager(funnelKey, content.abTests, funnelIndex.map((funnel) => funnel.key)), [funnelKey, content.abTests])
  const [variants, setVariants] = useState<Variants>(() => ab.load())
  const sourcePages = useMemo(() => renderPages(content), [content])
  const pages: FunnelPage[] = useMemo(
    () => computeProgress(processPages(sourcePages, variants, answers, content.abTests), content.funnel.processing.totalProgress),
    [sourcePages, content, variants, answers],
  )
  // Templates (result scoring among them) see only the answers to pages this visitor gets.
  const counted = useMemo(() => answersInFunnel(pages, answers), [pages, answers])
  const labelsOf = useMemo(() => answerLabels(pages, counted), [pages, counted])
  const setVariant = useCallback(
    (testKey: string, value: string) => {
      const next = ab.switchVariant(testKey, value)
      if (next) {
        setVariants(next)
        // The exposure event, marked as a tester's switch: the server honours it only in test mode.
        logEvent(productEvent('exposure', { value: `${testKey}: ${value}`, params: { testKey, variant: value, source: 'tester' } }))
      }
      return next !== null
    },
    [ab],
  )
  return { sourcePages, pages, variants, setVariant, answers: counted, answerLabels: labelsOf }
}
