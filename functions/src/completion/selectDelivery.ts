/**
 * Picks how an e-mail purpose is delivered to one visitor (spec 7: per language and purpose):
 * among the funnel's entries for the purpose, those serving the visitor's language (else
 * English); of those, an entry whose A/B condition the visitor's variant meets wins over an
 * entry without a condition; content order breaks ties.
 */
import type { EmailPurpose } from '../../../schemas/completion/wire'
import type { EmailDelivery } from '../../../schemas/funnel/schema'
import { BASE_LANGUAGE } from '../../../schemas/languages'

/** Visitor variants by A/B test key (name + Key), as the browser stores and sends them. */
export type VisitorVariants = Readonly<Record<string, string>>

export function selectDelivery(config: readonly EmailDelivery[], purpose: EmailPurpose, language: string, variants: VisitorVariants): EmailDelivery | null {
  const forPurpose = config.filter((entry) => entry.purpose === purpose)
  const serving = (lang: string) => forPurpose.filter((entry) => entry.languages.includes(lang))
  const candidates = serving(language).length > 0 ? serving(language) : serving(BASE_LANGUAGE)
  const forVariant = candidates.find((entry) => entry.abCondition && variants[entry.abCondition.test] === entry.abCondition.variant)
  return forVariant ?? candidates.find((entry) => !entry.abCondition) ?? null
}
