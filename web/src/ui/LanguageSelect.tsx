import { LANGUAGE_TITLES, PAGE_LANGUAGES, type PageLanguage } from '../../../schemas/languages'

interface LanguageSelectProps {
  /** The accessible name (the select has no visible label). */
  label: string
  value: PageLanguage
  onChange: (language: PageLanguage) => void
  className?: string
}

/** A select of the page languages by their own names; an unknown value falls back to English. */
export function LanguageSelect({ label, value, onChange, className }: LanguageSelectProps) {
  return (
    <label className={className}>
      <span className="visually-hidden">{label}</span>
      <select value={value} onChange={(event) => onChange(PAGE_LANGUAGES.find((code) => code === event.target.value) ?? 'en')}>
        {PAGE_LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {LANGUAGE_TITLES[code]}
          </option>
        ))}
      </select>
    </label>
  )
}
