import { BASE_LANGUAGE } from '../../../schemas/languages'

/**
 * The language an e-mail is sent in: the visitor's (its primary subtag, so 'pt-BR' is 'pt')
 * when the funnel sends e-mails in it, else English.
 */
export function emailLanguage(requested: string, funnelLanguages: readonly string[]): string {
  const primary = requested.trim().toLowerCase().split(/[-_]/)[0] ?? ''
  return funnelLanguages.includes(primary) ? primary : BASE_LANGUAGE
}
