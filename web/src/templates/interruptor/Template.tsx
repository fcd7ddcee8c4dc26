import { countWords, interruptorDuration, storyProgress } from '../../funnel/interruptor'
import { progressSegments } from '../../funnel/progress'
import { PlacedImages } from '../../ui/PlacedImages'
import { Paragraphs } from '../../ui/Paragraphs'
import { PrimaryButton } from '../../ui/PrimaryButton'
import type { TemplateProps } from '../TemplateProps'
import { useStoryGestures } from './useStoryGestures'
import { useStoryTimer } from './useStoryTimer'
import './interruptor.css'

/**
 * A story-like interstitial (spec 2.5): it advances by itself when its segment of the dark
 * progress bar fills, and answers taps, holds and right-clicks. The pause button makes the
 * same control reachable by keyboard (WCAG 2.2.2). The page's images (an illustration) go
 * above the title, above the buttons or behind the story (`imagePlacement`).
 */
export default function Interruptor({ page, story, strings, t, onNext, onBack }: TemplateProps<'interruptor'>) {
  const items = page.items ?? []
  // Listed items are read too, so they count towards the display time (spec 2.5: words / 3.5 s).
  const words = countWords([t(page.title), ...(page.paragraphs ?? []).map((paragraph) => t(paragraph)), ...items.map((item) => t(item.title))])
  const duration = interruptorDuration(words, story?.first === true)
  const { paused, setPaused } = useStoryTimer(duration, onNext)
  const position = story ?? { index: 0, count: 1 }
  const gestures = useStoryGestures({ segmentIndex: position.index, setPaused, onNext, onBack })
  // The bar shows the story's progress total (200 or 300, spec 3, 4 and 9) in segments of 100.
  const bar = storyProgress(position)
  const segmentMs = duration / (bar.to - bar.from)

  return (
    <section className="page-body interruptor" {...gestures} data-paused={paused} data-duration={Math.round(duration)}>
      <div className="story-bar" aria-hidden="true" data-total={bar.total}>
        {Array.from({ length: progressSegments(bar.total) }, (_, segment) => (
          <span key={segment} className="story-segment">
            <span
              className={segment < bar.from ? 'story-fill story-fill-done' : segment < bar.to ? 'story-fill story-fill-running' : 'story-fill'}
              // A slot of several segments fills them one after the other within the page's time.
              style={
                segment >= bar.from && segment < bar.to
                  ? { animationDuration: `${segmentMs}ms`, animationDelay: `${(segment - bar.from) * segmentMs}ms`, animationPlayState: paused ? 'paused' : 'running' }
                  : undefined
              }
            />
          </span>
        ))}
      </div>
      <PlacedImages page={page} at="background" t={t} />
      <PlacedImages page={page} at="top" t={t} />
      <h1>{t(page.title)}</h1>
      <Paragraphs page={page} t={t} />
      {items.length > 0 && (
        <ul className="story-items">
          {items.map((item) => (
            <li key={item._key}>{t(item.title)}</li>
          ))}
        </ul>
      )}
      <PlacedImages page={page} at="bottom" t={t} />
      <div className="story-actions">
        <button type="button" className="story-pause" aria-pressed={paused} onClick={() => setPaused((value) => !value)}>
          {paused ? t(strings.resume) : t(strings.pause)}
        </button>
        <PrimaryButton onClick={onNext}>{t(page.buttonText) || t(strings.continue)}</PrimaryButton>
      </div>
    </section>
  )
}
