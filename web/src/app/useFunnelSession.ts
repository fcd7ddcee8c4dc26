import { useCallback, useState } from 'react'
import type { AnswerItem, Answers } from '../funnel/answers'
import { readAnswers, readEmail, saveAnswers, saveEmail } from '../platform/visitor/session'

/** Answers and e-mail, restored from storage on load and saved on every change. */
export function useFunnelSession(funnelKey: string) {
  const [answers, setAnswers] = useState<Answers>(() => readAnswers(funnelKey))
  const [email, setEmail] = useState<string | undefined>(readEmail)
  const answer = useCallback(
    (questionKey: string, items: AnswerItem[]) => {
      setAnswers((current) => {
        const next = { ...current, [questionKey]: items }
        saveAnswers(funnelKey, next)
        return next
      })
    },
    [funnelKey],
  )
  const rememberEmail = useCallback((value: string) => {
    saveEmail(value)
    setEmail(value)
  }, [])
  return { answers, email, answer, setEmail: rememberEmail }
}
