import { useCallback, useState } from 'react'
import type { AnswerItem, Answers } from '../funnel/answers'

/**
 * Answers and e-mail for the current visit. Kept in memory for now; persisting them per page
 * path (restored after a reload) belongs to the funnel engine's session state.
 */
export function useFunnelSession() {
  const [answers, setAnswers] = useState<Answers>({})
  const [email, setEmail] = useState<string | undefined>()
  const answer = useCallback((questionKey: string, items: AnswerItem[]) => {
    setAnswers((current) => ({ ...current, [questionKey]: items }))
  }, [])
  return { answers, email, answer, setEmail }
}
