import type { AnswerItem } from '../../funnel/answers'

/**
 * The answer after ticking or unticking `key`: every chosen option as `{ key, index }`, in the
 * options' order, so a stored multi answer does not depend on the order of the clicks. Chosen
 * keys no longer among the options (changed content) drop out.
 */
export function toggleChoice(options: readonly { key: string }[], chosen: readonly AnswerItem[], key: string): AnswerItem[] {
  const keys = new Set(chosen.map((item) => item.key))
  if (keys.has(key)) keys.delete(key)
  else keys.add(key)
  return options.flatMap((option, index) => (keys.has(option.key) ? [{ key: option.key, index }] : []))
}
