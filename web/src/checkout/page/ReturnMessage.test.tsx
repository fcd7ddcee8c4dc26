// @vitest-environment jsdom
import { act, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { prerender } from 'react-dom/static'
import { MemoryRouter } from '../../platform/router/Router'
import { Route, Routes } from '../../platform/router/Routes'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { uiStrings } from '../../../../seed/uiStrings'
import { localize } from '../../content/localize'
import { callBackend } from '../../platform/firebase/backend'
import type { RenderPage } from '../../content/renderPages'
import CheckoutPage from './CheckoutPage'

// The boundary: the callable transport (Firebase) and the signed-in user id.
vi.mock('../../platform/firebase/backend', () => ({ callBackend: vi.fn(), visitorUserId: vi.fn(async () => 'uid-1') }))
const backend = vi.mocked(callBackend)
const en = (value: Parameters<typeof localize<string>>[0]) => localize(value, 'en') ?? ''
const pages = [{ _id: 'offer', key: 'offer', componentType: 'paywall', pageURL: 'offer' }] as unknown as RenderPage[]
const RETURN = '/leadership/checkout?payment_return=true&session_id=cs_return'

const page = (
  <StrictMode>
    <MemoryRouter initialEntries={[RETURN]}>
      <Routes>
        <Route
          path="/leadership/checkout"
          element={<CheckoutPage funnel={{ key: 'leadership', basePath: '/leadership', name: 'Leadership' }} pages={pages} answers={{}} email={undefined} onEmail={() => undefined} language="en" strings={uiStrings} t={en} />}
        />
      </Routes>
    </MemoryRouter>
  </StrictMode>
)

/** The page's markup as the build writes it (react-dom/static, as renderPage does). */
async function prerendered(): Promise<string> {
  const { prelude } = await prerender(page)
  return new Response(prelude).text()
}

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
  backend.mockReset()
})

describe("the provider's return, prerendered", () => {
  it("is the payment being checked, in the spec's words, with the room of the outcome's buttons", async () => {
    const html = await prerendered()
    const section = new DOMParser().parseFromString(html, 'text/html').querySelector('section.checkout-return')
    expect(section?.querySelector('h1')?.textContent).toBe('Processing your payment')
    expect(section?.querySelector('p')?.textContent).toBe('Please wait a moment. Do not close this window.')
    expect(section?.getAttribute('aria-busy')).toBe('true')
    expect(section?.querySelector('.checkout-spinner:not(.checkout-spinner-done)')).not.toBeNull()
    // Empty, but there: the outcome's buttons go into it (checkout.css keeps their room).
    expect(section?.querySelector('.checkout-actions')?.childElementCount).toBe(0)
  })

  it('is hydrated, not drawn again, and the failed check fills the same heading and sentence in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    let fail = (_error: Error) => {}
    backend.mockImplementation(() => new Promise((_resolve, reject) => (fail = reject)))
    const root = document.createElement('div')
    root.innerHTML = await prerendered()
    document.body.append(root)
    const [heading, sentence] = [root.querySelector('h1')!, root.querySelector('p')!]
    const recovered = vi.fn()
    await act(async () => {
      hydrateRoot(root, page, { onRecoverableError: recovered })
    })
    expect(recovered).not.toHaveBeenCalled()
    expect(root.querySelector('h1')).toBe(heading)
    expect(heading.textContent).toBe('Processing your payment')

    await act(async () => fail(Object.assign(new Error('unavailable'), { code: 'functions/unavailable' })))
    expect(root.querySelector('h1')).toBe(heading)
    expect(heading.textContent).toBe(en(uiStrings.checkoutStatusFailed))
    expect(root.querySelector('p')).toBe(sentence)
    expect(sentence.getAttribute('role')).toBe('alert')
    expect([...root.querySelectorAll('.checkout-actions button')].map((button) => button.textContent)).toEqual([en(uiStrings.checkoutTryAgain), en(uiStrings.checkoutBackToOffer)])
    expect(root.querySelector('.checkout-spinner-done')).not.toBeNull()
  })
})
