/**
 * The browser's own part of a visitor's wait on a server call, for the server costs section:
 * the built product in Chromium (unthrottled, a fresh context per load, so no pricing cache in
 * storage), every Firebase request fulfilled by a route at once: the anonymous sign-in with an
 * unsigned token, getPaymentPrices and createPaymentCheckout with answers the real handlers gave
 * beforehand, the sandbox's card page with the HTML the real page rendered, any other callable
 * with `{ ok: true }`. What is left is the browser's time: the section adds the server's.
 * - Prices: navigation start to the yearly plan card's price on screen on leadership's paywall
 *   (a returning visitor who gave an e-mail, hosted checkout and default prices forced).
 * - Checkout: the click on the paywall's checkout button (the event's time) to the card page's
 *   form in the DOM.
 */
import { chromium, type BrowserContext, type Route } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from '../chromium'
import { latencySummary } from './backOfficeStats'
import { benchEmulatorEnv } from './benchEmulators'
import type { BrowserWait } from './serverCosts'

/** Where the bench's build of the product calls Firebase (the bench's emulators, which these routes answer before). */
const AUTH_EMULATOR = `${benchEmulatorEnv().VITE_FIREBASE_AUTH_EMULATOR}/**`
const FUNCTIONS_EMULATOR = `http://${benchEmulatorEnv().VITE_FIREBASE_FUNCTIONS_EMULATOR}/**`
const PAYWALL_PATH = '/leadership/offer'
const PRICE = '[data-plan="yearly"] .plan-price'
const VARIANTS = { payWallCheckoutTypeKey: 'checkout', pricingSetKey: 'default' }
const TIMEOUT_MS = 30_000

export interface BrowserAnswers {
  prices: unknown
  checkout: unknown
  /** The sandbox card page for the checkout's session, as its real handler rendered it. */
  cardPage: { status: number; headers: Record<string, string>; body: string }
}

const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST, OPTIONS' }

function unsignedToken(uid: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const now = Math.floor(Date.now() / 1000)
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: uid, user_id: uid, aud: 'demo-funnels', iss: 'https://securetoken.google.com/demo-funnels', iat: now, auth_time: now, exp: now + 3600, firebase: { sign_in_provider: 'anonymous', identities: {} } })}.`
}

const json = (route: Route, body: unknown) => route.fulfill({ status: 200, headers: { ...CORS, 'content-type': 'application/json' }, body: JSON.stringify(body) })

async function answerFirebase(context: BrowserContext, answers: BrowserAnswers, uid: string): Promise<void> {
  const idToken = unsignedToken(uid)
  await context.route(AUTH_EMULATOR, (route) => {
    const url = route.request().url()
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS })
    if (url.includes('accounts:signUp')) return json(route, { kind: 'identitytoolkit#SignupNewUserResponse', idToken, refreshToken: 'bench-refresh', expiresIn: '3600', localId: uid })
    if (url.includes('accounts:lookup')) return json(route, { users: [{ localId: uid, providerUserInfo: [], createdAt: String(Date.now()), lastLoginAt: String(Date.now()) }] })
    if (url.includes('token')) return json(route, { id_token: idToken, refresh_token: 'bench-refresh', expires_in: '3600', user_id: uid })
    return json(route, {})
  })
  await context.route(FUNCTIONS_EMULATOR, (route) => {
    const { pathname } = new URL(route.request().url())
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS })
    if (pathname.endsWith('/getPaymentPrices')) return json(route, { result: answers.prices })
    if (pathname.endsWith('/createPaymentCheckout')) return json(route, { result: answers.checkout })
    if (pathname.endsWith('/sandboxCheckout')) return route.fulfill({ status: answers.cardPage.status, headers: answers.cardPage.headers, body: answers.cardPage.body })
    return json(route, { result: { ok: true } })
  })
}

/** `loads` fresh visits of the paywall, each timed to its prices, then its checkout click timed to the card page. */
export async function measureBrowserWait(productUrl: string, answers: BrowserAnswers, loads: number): Promise<BrowserWait> {
  const prices: number[] = []
  const checkout: number[] = []
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  try {
    for (let load = 0; load < loads; load += 1) {
      const context = await browser.newContext()
      try {
        await answerFirebase(context, answers, `bench-visitor-${load}`)
        await context.addInitScript((variants) => {
          if (!window.localStorage.getItem('funnels:email')) window.localStorage.setItem('funnels:email', JSON.stringify('bench-visitor@example.com'))
          if (!window.localStorage.getItem('funnels-ab:leadership')) window.localStorage.setItem('funnels-ab:leadership', JSON.stringify(variants))
        }, VARIANTS)
        const page = await context.newPage()
        let clickedAt: number | undefined
        await page.exposeFunction('benchClicked', (at: number) => (clickedAt ??= at))
        await page.goto(productUrl + PAYWALL_PATH, { waitUntil: 'commit' })
        const shown = await page.waitForFunction(
          (selector) => {
            const text = document.querySelector(selector)?.textContent?.trim()
            return text && text !== '--' ? performance.now() : false
          },
          PRICE,
          { polling: 'raf', timeout: TIMEOUT_MS },
        )
        prices.push(Number(await shown.jsonValue()))
        await page.evaluate(() => window.addEventListener('click', (event) => void (window as unknown as { benchClicked(at: number): void }).benchClicked(performance.timeOrigin + event.timeStamp), { capture: true }))
        await page.getByRole('main').locator('.primary-button').last().click()
        await page.waitForURL(/\/sandboxCheckout\?/, { waitUntil: 'commit', timeout: TIMEOUT_MS })
        const form = await page.waitForFunction(() => (document.querySelector('form input') ? performance.timeOrigin + performance.now() : false), undefined, { polling: 'raf', timeout: TIMEOUT_MS })
        const formAt = Number(await form.jsonValue())
        if (clickedAt === undefined) throw new Error('The checkout click was not seen')
        checkout.push(formAt - clickedAt)
      } finally {
        await context.close()
      }
    }
    return { prices: latencySummary(prices, 0), checkout: latencySummary(checkout, 0) }
  } catch (error) {
    return { prices: latencySummary(prices, 0), checkout: latencySummary(checkout, 0), error: error instanceof Error ? error.message.split('\n')[0]! : String(error) }
  } finally {
    await browser.close()
  }
}
