/**
 * The small HTML page an e-mail's link opens (unsubscribe, cancel a trial): a title, a sentence
 * and, to confirm, a button that POSTs back to the same address. A GET never acts: mail
 * scanners prefetch links.
 */
import { typeset } from '../../../schemas/content/typeset'

export interface ActionPageCopy {
  title: string
  text: string
  /** The confirming button; absent on a result page. */
  button?: string
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The page in `language` (its sentence typeset: Polish no-break spaces); `action` is the form's query (the signed token and the language), `fields` its hidden inputs. */
export function actionPage(copy: ActionPageCopy, language: string, action = '', fields: Record<string, string> = {}): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('')
  const form = copy.button ? `<form method="post" action="${escapeHtml(action)}">${inputs}<button type="submit">${escapeHtml(copy.button)}</button></form>` : ''
  return `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(copy.title)}</title></head><body style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1>${escapeHtml(copy.title)}</h1><p>${escapeHtml(typeset(copy.text, language))}</p>${form}</body></html>`
}
