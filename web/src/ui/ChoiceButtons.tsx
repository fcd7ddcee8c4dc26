import type { ReactNode } from 'react'
import { PrimaryButton } from './PrimaryButton'

interface Props<O extends { key: string }> {
  options: readonly O[]
  /** The element whose text names the group (a prompt, else the page title). */
  labelledBy: string
  className?: string
  renderLabel: (option: O, index: number) => ReactNode
  /** Pressing a button is a deliberate choice, by pointer or keyboard alike: it answers and moves on. */
  onChoose: (option: O, index: number) => void
}

/** A choice offered as big buttons, one per option (the landing's gender choice). */
export function ChoiceButtons<O extends { key: string }>({ options, labelledBy, className, renderLabel, onChoose }: Props<O>) {
  return (
    <div role="group" className={className} aria-labelledby={labelledBy}>
      {options.map((option, index) => (
        <PrimaryButton key={option.key} onClick={() => onChoose(option, index)}>
          {renderLabel(option, index)}
        </PrimaryButton>
      ))}
    </div>
  )
}
