/**
 * The sandbox's card page as HTML: a labelled form (card number, expiry, CVC, name), the product
 * and its price, the error of the last attempt in an alert region, and a Cancel link. Every value
 * is escaped. Colours are the browser's system colours, so the page follows light and dark mode
 * without literal colours. The embedded variant (the inline form in a frame) submits to the top
 * window, so the redirect after payment leaves the frame as Stripe's does.
 */
import { formatAmount, type PageLanguage } from './money'
import type { CardField, CardProblem } from './sandboxCard'
import { copyOf, type SandboxCopy } from './sandboxCopy'
import type { SandboxSession } from './sandboxStore'

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char)

const STYLE = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
body { margin: 0; background: Canvas; color: CanvasText; }
main { box-sizing: border-box; max-width: 28rem; margin: 0 auto; padding: 1.5rem 1rem; }
body.embedded main { padding: 0.5rem; }
h1 { font-size: 1.375rem; margin: 0 0 0.25rem; }
.notice { border: 1px dashed GrayText; border-radius: 0.5rem; padding: 0.5rem 0.75rem; font-size: 0.875rem; }
.price { font-size: 1.125rem; font-weight: 600; margin: 0; }
.detail { color: GrayText; margin: 0 0 1rem; }
form { display: grid; gap: 0.75rem; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 0.75rem; }
label { display: grid; gap: 0.25rem; font-weight: 500; }
input { font: inherit; font-size: 1rem; padding: 0.625rem 0.75rem; border: 1px solid GrayText; border-radius: 0.375rem; background: Field; color: FieldText; min-height: 2.75rem; box-sizing: border-box; width: 100%; }
input[aria-invalid="true"] { border-width: 2px; border-color: CanvasText; }
input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid Highlight; outline-offset: 2px; }
button { font: inherit; font-weight: 600; font-size: 1rem; min-height: 3rem; border: 0; border-radius: 0.375rem; background: ButtonText; color: ButtonFace; cursor: pointer; }
.error { border: 2px solid CanvasText; border-radius: 0.375rem; padding: 0.5rem 0.75rem; font-weight: 600; }
.error:empty { display: none; }
.cancel { display: inline-block; margin-top: 1rem; color: LinkText; }
.hint { font-size: 0.8125rem; color: GrayText; }
`

function document(language: PageLanguage, title: string, body: string, embedded = false): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body${embedded ? ' class="embedded"' : ''}>
<main>
${body}
</main>
</body>
</html>
`
}

/** "$59.99 per year", with the trial and discount spelled out. */
function priceLines(session: SandboxSession, copy: SandboxCopy, language: PageLanguage): { price: string; detail: string | null } {
  const { option } = session
  const money = (amount: number) => formatAmount(amount, option.currency, language)
  const price = copy.price(money(option.amount), option.interval)
  if (option.trialDays) return { price: copy.trial(option.trialDays, price), detail: null }
  // A coupon's line names the full price it is taken off, as Stripe's page does; a struck "was" price only when the server gave one.
  if (option.discountPercent !== undefined && option.fullAmount !== undefined) return { price, detail: copy.discount(option.discountPercent, money(option.fullAmount)) }
  return { price, detail: option.originalAmount !== undefined && option.originalAmount > option.amount ? copy.was(money(option.originalAmount)) : null }
}

export interface CardFormValues {
  number?: string
  expiry?: string
  cvc?: string
  name?: string
}

export interface CardPageInput {
  session: SandboxSession
  language: PageLanguage
  embedded: boolean
  values?: CardFormValues
  problem?: { problem: CardProblem; field: CardField | null }
}

/** The button's words: "Pay $27.00", or "Start free trial" when nothing is charged today. */
export function submitLabel(session: SandboxSession, copy: SandboxCopy, language: PageLanguage): string {
  return session.option.trialDays ? copy.startTrial : copy.pay(formatAmount(session.option.amount, session.option.currency, language))
}

export function renderCardPage({ session, language, embedded, values = {}, problem }: CardPageInput): string {
  const copy = copyOf(language)
  const { price, detail } = priceLines(session, copy, language)
  const productName = session.option.name[language]
  const error = problem ? copy.problems[problem.problem] : ''
  const field = (id: string, name: keyof CardFormValues, label: string, attributes: string) => {
    const invalid = problem?.field === name
    // The security code is never sent back; the rest stays so a retry only fixes what was wrong.
    const value = name === 'cvc' ? '' : (values[name] ?? '')
    return `<label for="${id}">${escapeHtml(label)}
<input id="${id}" name="${name}" ${attributes} value="${escapeHtml(value)}" required${invalid ? ' aria-invalid="true" aria-describedby="form-error"' : ''}></label>`
  }
  const action = `?session=${encodeURIComponent(session.id)}${embedded ? '&embedded=1' : ''}`
  const body = `
<p class="notice">${escapeHtml(copy.testNotice)}</p>
<h1>${escapeHtml(productName)}</h1>
<p class="price">${escapeHtml(price)}</p>
${detail ? `<p class="detail">${escapeHtml(detail)}</p>` : ''}
<div id="form-error" class="error" role="alert">${escapeHtml(error)}</div>
<form method="post" action="${escapeHtml(action)}"${embedded ? ' target="_top"' : ''} novalidate>
<input type="hidden" name="session" value="${escapeHtml(session.id)}">
${field('card-number', 'number', copy.cardNumber, 'type="text" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" maxlength="23"')}
<div class="row">
${field('card-expiry', 'expiry', copy.expiry, `type="text" inputmode="numeric" autocomplete="cc-exp" placeholder="${escapeHtml(copy.expiryPlaceholder)}" maxlength="7"`)}
${field('card-cvc', 'cvc', copy.cvc, 'type="text" inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4"')}
</div>
${field('card-name', 'name', copy.name, 'type="text" autocomplete="cc-name"')}
<button type="submit">${escapeHtml(submitLabel(session, copy, language))}</button>
</form>
${session.cancelUrl ? `<a class="cancel" href="${escapeHtml(session.cancelUrl)}"${embedded ? ' target="_top"' : ''}>${escapeHtml(copy.cancel)}</a>` : ''}
<p class="hint">${escapeHtml(copy.testCards)}</p>`
  return document(language, `${copy.title}: ${productName}`, body, embedded)
}

/** A page with a heading, a sentence and an optional link (paid, expired or unknown session). */
export function renderMessagePage(language: PageLanguage, title: string, text: string, link?: { href: string; label: string }, embedded = false): string {
  const body = `
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
${link ? `<p><a href="${escapeHtml(link.href)}"${embedded ? ' target="_top"' : ''}>${escapeHtml(link.label)}</a></p>` : ''}`
  return document(language, title, body, embedded)
}
