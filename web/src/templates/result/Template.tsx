import { useEffect, useMemo, useRef } from 'react'
import { scoreResult } from '../../funnel/scoreResult'
import { matchEventName } from '../../../../schemas/events/eventName'
import { productEvent } from '../../../../schemas/events/productEvent'
import { logEvent } from '../../platform/events/events'
import { ItemCards } from '../../ui/ItemCards'
import { PlacedImages } from '../../ui/PlacedImages'
import { Paragraphs } from '../../ui/Paragraphs'
import { PrimaryButton } from '../../ui/PrimaryButton'
import type { TemplateProps } from '../TemplateProps'
import './result.css'

/**
 * A personal result. Without `page.resultScoring` the content states the result itself: the
 * title is its name, the paragraphs its description. With scoring (the leadership style), the
 * answers pick the outcome: the title introduces it ("Your leadership style"), the outcome's name
 * and description follow, and the scoring's event reports the style and its score once.
 * Traits from `page.items` close the page either way. The page's images go above the title,
 * above the button or behind the page (`imagePlacement`).
 */
export default function Result({ page, strings, t, answers, onNext }: TemplateProps<'result'>) {
  const scoring = page.resultScoring
  const scored = useMemo(() => (scoring ? scoreResult(scoring, answers) : undefined), [scoring, answers])
  const outcome = scoring?.outcomes.find((candidate) => candidate.key === scored?.key)
  const reported = useRef(false)

  useEffect(() => {
    // Once per visit of the page, even when React runs the effect twice in development.
    if (!scoring || !scored || reported.current) return
    reported.current = true
    // The content names the event ('Calculated leadership style'); the contract knows its family.
    const named = matchEventName(scoring.eventName)
    if (named?.id !== 'styleCalculated' || named.part === undefined) {
      console.error(`[events] the result's event "${scoring.eventName}" is not 'Calculated [scoring] style'; not logged`)
      return
    }
    logEvent(productEvent('styleCalculated', named.part, { value: scored.key, params: { style: scored.key, score: scored.score } }))
  }, [scoring, scored])

  return (
    <section className="page-body result">
      <PlacedImages page={page} at="background" t={t} />
      <PlacedImages page={page} at="top" t={t} />
      <h1>{t(page.title)}</h1>
      {outcome && (
        <div className="result-outcome" data-outcome={outcome.key}>
          <p className="result-name">{t(outcome.name)}</p>
          {outcome.description && <p>{t(outcome.description)}</p>}
        </div>
      )}
      <Paragraphs page={page} t={t} />
      <ItemCards items={page.items ?? []} t={t} className="result-traits" />
      <PlacedImages page={page} at="bottom" t={t} />
      <PrimaryButton onClick={onNext}>{t(page.buttonText) || t(strings.continue)}</PrimaryButton>
    </section>
  )
}
