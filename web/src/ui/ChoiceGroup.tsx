import type { MouseEvent, ReactNode } from 'react'
import type { PageDocument } from '../../../schemas/page/schema'
import type { Translate } from '../../../schemas/languages'
import { Paragraphs } from './Paragraphs'

/**
 * A click with `detail` 0 did not come from a pointer: arrow keys in a radio group and the
 * space bar fire clicks too, but with no click count.
 */
export const isPointerClick = (event: Pick<MouseEvent, 'detail'>) => event.detail > 0

interface Props<O extends { key: string }> {
  type: 'radio' | 'checkbox'
  /** The inputs' name: the page key, so the group's answers read as the question's. */
  name: string
  /** The page whose title is the group's legend (h1) and whose paragraphs follow it. */
  page: Pick<PageDocument, 'title' | 'paragraphs'>
  t: Translate
  options: readonly O[]
  isChosen: (option: O) => boolean
  /** A choice was made (radio) or toggled (checkbox), by pointer or keyboard. */
  onChoose: (option: O, index: number) => void
  /**
   * Radio groups: a pointer choice moves on at once, a keyboard choice waits for Continue, so
   * moving through the options with the arrow keys never jumps ahead by accident.
   */
  onAdvance?: () => void
  /** A pointer choice of this option stays too, so what it shows (info, empathy) can be read. */
  staysOn?: (option: O, index: number) => boolean
  /** An element that describes the group (a hint). */
  describedBy?: string
  /** Between the paragraphs and the options, such as a hint. */
  intro?: ReactNode
  /** A wrapper class for the options, when they are laid out as a grid or a row. */
  listClassName?: string
  optionClassName: string
  /** What a label shows next to its input. */
  renderLabel: (option: O, index: number) => ReactNode
  /** After the options, inside the group (the ends of a scale). */
  after?: ReactNode
}

/**
 * The props every single-choice question passes: radios named after the page, the stored
 * answer checked, a choice answered with its key and position, a pointer choice moving on.
 */
export function singleChoice<O extends { key: string }>(question: {
  page: Pick<PageDocument, 'title' | 'paragraphs' | 'key'>
  t: Translate
  options: readonly O[]
  chosenKey: string | undefined
  onAnswer: (items: { key: string; index: number }[]) => void
  onNext: () => void
}) {
  const { page, t, options, chosenKey, onAnswer, onNext } = question
  return {
    type: 'radio' as const,
    name: page.key,
    page,
    t,
    options,
    isChosen: (option: O) => option.key === chosenKey,
    onChoose: (option: O, index: number) => onAnswer([{ key: option.key, index }]),
    onAdvance: onNext,
  }
}

/** A question's options as one real group of radios or checkboxes, labelled by the page title. */
export function ChoiceGroup<O extends { key: string }>(props: Props<O>) {
  const { type, name, page, t, options, isChosen, onChoose, onAdvance, staysOn, describedBy, intro, listClassName, optionClassName, renderLabel, after } = props
  // The clicked option decides, not the stored answer: it has not re-rendered yet during the click.
  const advance = (event: MouseEvent, option: O, index: number) => {
    if (onAdvance && isPointerClick(event) && !staysOn?.(option, index)) onAdvance()
  }
  const inputs = options.map((option, index) => (
    <label key={option.key} className={optionClassName}>
      <input
        type={type}
        name={name}
        value={option.key}
        checked={isChosen(option)}
        onChange={() => onChoose(option, index)}
        onClick={(event) => advance(event, option, index)}
      />
      {renderLabel(option, index)}
    </label>
  ))
  return (
    <fieldset className="options" aria-describedby={describedBy}>
      <legend>
        <h1>{t(page.title)}</h1>
      </legend>
      <Paragraphs page={page} t={t} />
      {intro}
      {listClassName ? <div className={listClassName}>{inputs}</div> : inputs}
      {after}
    </fieldset>
  )
}
