/**
 * The sandbox's hosted card page, as a plain request-to-response function (the onRequest
 * function in callables.ts adapts Express to it). GET shows the form for an open session; POST
 * checks the card: a good card completes the session (paid, or no_payment_required for a trial)
 * and answers 303 to the success URL with the session id in place of {CHECKOUT_SESSION_ID};
 * a declined or malformed card shows the form again with the reason, and nothing is paid.
 * Before it answers, the paid session's Stripe-shaped events are signed and sent to the
 * stripeWebhook function (sandboxEvents.ts), so the server fulfils the order even if the
 * visitor closes the tab.
 */
import { checkCard } from './sandboxCard'
import { deliverPaidSessionEvents } from './sandboxEvents'
import { copyOf, languageOf } from './sandboxCopy'
import { renderCardPage, renderMessagePage } from './sandboxPage'
import { loadSession, newSandboxId, saveSession, type SandboxSession } from './sandboxStore'
import { successUrlFor } from './urls'

export interface PageRequest {
  method: string
  query: Record<string, string | undefined>
  form: Record<string, string | undefined>
  /** Where the paid session's webhook events go (urls.sandboxWebhookUrl); absent or null: nowhere. */
  webhookUrl?: string | null
}

export interface PageResponse {
  status: number
  headers: Record<string, string>
  body: string
}

const HTML_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  // No scripts at all; styles are inline. Framing stays allowed for the inline (Elements-like) form.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'",
  'referrer-policy': 'no-referrer',
}

const html = (status: number, body: string): PageResponse => ({ status, headers: HTML_HEADERS, body })
const redirect = (location: string): PageResponse => ({ status: 303, headers: { location, 'cache-control': 'no-store' }, body: '' })

function unknownSession(): PageResponse {
  const copy = copyOf('en')
  return html(404, renderMessagePage('en', copy.unknownTitle, copy.unknownText))
}

function settledPage(session: SandboxSession, embedded: boolean): PageResponse {
  const language = languageOf(session.locale)
  const copy = copyOf(language)
  if (session.status === 'expired') {
    const back = session.cancelUrl ? { href: session.cancelUrl, label: copy.cancel } : undefined
    return html(410, renderMessagePage(language, copy.expiredTitle, copy.expiredText, back, embedded))
  }
  const next = session.successUrl ? { href: successUrlFor(session.successUrl, session.id), label: copy.continue } : undefined
  return html(200, renderMessagePage(language, copy.completeTitle, copy.completeText, next, embedded))
}

export async function sandboxCheckoutPage(request: PageRequest, now: Date = new Date()): Promise<PageResponse> {
  const method = request.method.toUpperCase()
  if (method !== 'GET' && method !== 'POST') return { status: 405, headers: { allow: 'GET, POST' }, body: '' }
  const embedded = request.query.embedded === '1'
  const sessionId = (method === 'POST' ? request.form.session : undefined) ?? request.query.session ?? ''
  const session = await loadSession(sessionId, now)
  if (!session) return unknownSession()
  const language = languageOf(session.locale)

  if (method === 'GET') return session.status === 'open' ? html(200, renderCardPage({ session, language, embedded })) : settledPage(session, embedded)
  // Paying twice (a second click, the back button) changes nothing and goes on as the first did.
  if (session.status === 'complete' && session.successUrl) return redirect(successUrlFor(session.successUrl, session.id))
  if (session.status !== 'open') return settledPage(session, false)

  const values = { number: request.form.number ?? '', expiry: request.form.expiry ?? '', cvc: request.form.cvc ?? '', name: request.form.name ?? '' }
  const check = checkCard(values, now)
  if (!check.ok) {
    // The embedded form posts to the top window, so its retry is the full page.
    return html(check.declined ? 402 : 400, renderCardPage({ session, language, embedded: false, values, problem: check }))
  }
  const trial = (session.option.trialDays ?? 0) > 0
  const completed: SandboxSession = {
    ...session,
    status: 'complete',
    paymentStatus: trial ? 'no_payment_required' : 'paid',
    completedAt: now.toISOString(),
    cardLast4: check.last4,
    transactionId: session.transactionId ?? newSandboxId(session.mode === 'subscription' ? 'sub' : 'pi'),
  }
  await saveSession(completed)
  // As Stripe does, the events reach the webhook (which fulfils the order) whether or not the visitor ever returns.
  await deliverPaidSessionEvents(completed, request.webhookUrl ?? null)
  return completed.successUrl ? redirect(successUrlFor(completed.successUrl, completed.id)) : settledPage(completed, false)
}
