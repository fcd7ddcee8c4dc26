import { NBSP } from '../../../../schemas/content/typeset'

/** Academic titles that Polish writes in lower case before a name (content types them as in English). */
const POLISH_TITLE = /^(Dr|Prof\.|Mgr|Dr hab\.)\s+/

/**
 * A person's name as a heading shows it in `language`: content holds one name for every
 * language ("Dr Ewa Lisowska"); Polish writes the title in lower case, kept with the name by a
 * no-break space ("dr Ewa Lisowska").
 */
export function personName(name: string, language: string): string {
  if (language !== 'pl') return name
  return name.replace(POLISH_TITLE, (_all, title: string) => `${title.toLowerCase()}${NBSP}`)
}
