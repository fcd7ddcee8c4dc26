import { useCallback, useState } from 'react'
import type { PageLanguage } from '../../../schemas/languages'
import { saveLanguage, storedLanguage } from '../platform/visitor/i18n'

/** The visitor's language: the stored choice or English; saved whenever it changes. */
export function useLanguage(): [PageLanguage, (language: PageLanguage) => void] {
  const [language, setLanguage] = useState(storedLanguage)
  const change = useCallback((next: PageLanguage) => {
    saveLanguage(next)
    setLanguage(next)
  }, [])
  return [language, change]
}
