// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react'
import { Suspense } from 'react'
import { MemoryRouter, useNavigate } from '../platform/router/Router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { funnelContentSchema, type FunnelContent } from '../../../schemas/content/schema'
import { FUNNEL_CONTENT_QUERY } from '../../../schemas/funnel/queries'
import { seedSource } from '../../../scripts/contentSource'
import { firstTitle, withFirstTitle, withRevisions } from '../../../schemas/content/contentTestKit'
import { mergeContent } from '../../../schemas/content/mergeContent'
import { newPageView, PageView } from './PageView'
import { useFunnelContent } from './useFunnelContent'

/** The demo funnel as the content query answers it over the seed, read once (the query is slow). */
let seedAnswer: FunnelContent
const demo = () => structuredClone(seedAnswer)
const SNAPSHOT_TITLE = 'See every step of a quiz funnel in action'
const NEW_TITLE = 'A title published a moment ago'

/** The lake's answer, held until the test releases it: a slow Sanity, deterministically. */
let lake: {
  release: (answer: unknown) => void
  fail: (error: Error) => void
  requests: number
}

vi.mock('../platform/sanity', () => ({
  liveContentEnabled: true,
  fetchFunnelContent: () =>
    new Promise((resolve, reject) => {
      lake.requests++
      lake.release = resolve
      lake.fail = reject
    }),
}))
// Calls through: the tests see whether a live answer went through validation at all.
vi.mock('../../../schemas/content/mergeContent', { spy: true })
vi.mock('./snapshot', () => ({
  loadSnapshot: async () => demo(),
}))

function publishedAnswer(): unknown {
  return withFirstTitle(demo(), NEW_TITLE)
}

function Funnel() {
  const { content, source, fixVersion } = useFunnelContent('demo')
  const navigate = useNavigate()
  return (
    <main data-source={source}>
      <h1>{firstTitle(content)}</h1>
      <button onClick={fixVersion}>Answer</button>
      <button onClick={() => navigate('/demo/interruptor-basic')}>Next</button>
      <button onClick={() => navigate('/demo/interruptor-basic', { replace: true })}>Redirect</button>
    </main>
  )
}

/** One page view: fresh requests, as after a reload or in a new tab. */
async function openPageView() {
  // React suspends while the base content loads: render inside an awaited act.
  await act(async () => {
    render(
      <PageView>
        <MemoryRouter initialEntries={['/demo']}>
          <Suspense fallback={<p>Loading</p>}>
            <Funnel />
          </Suspense>
        </MemoryRouter>
      </PageView>,
    )
  })
  await screen.findByRole('heading', { level: 1 })
}

const title = () => screen.getByRole('heading', { level: 1 }).textContent
const source = () => screen.getByRole('main').dataset.source
const click = (name: string) => act(() => screen.getByRole('button', { name }).click())
const kept = () => window.localStorage.getItem('funnels-content-next:demo')

/** Releases the held live answer and waits until the page view has dealt with it. */
async function liveAnswerArrives(answer: unknown) {
  await waitFor(() => expect(lake.requests).toBe(1))
  await act(async () => lake.release(answer))
  await waitFor(() => expect(kept()).toContain(NEW_TITLE))
}

function newSession() {
  window.sessionStorage.clear()
  document.body.innerHTML = ''
}

beforeAll(async () => {
  seedAnswer = withRevisions(funnelContentSchema.parse(await seedSource().fetch(FUNNEL_CONTENT_QUERY, { key: 'demo' })))
})
beforeEach(() => {
  lake = { release: () => {}, fail: () => {}, requests: 0 }
  vi.mocked(mergeContent).mockClear()
})
afterEach(() => {
  window.localStorage.clear()
  window.sessionStorage.clear()
})

describe('useFunnelContent: content never changes under a visitor', () => {
  it('on the entry page, before any answer, the live answer replaces the snapshot and is pinned', async () => {
    await openPageView()
    expect(title()).toBe(SNAPSHOT_TITLE)
    expect(source()).toBe('snapshot')
    await liveAnswerArrives(publishedAnswer())
    await waitFor(() => expect(title()).toBe(NEW_TITLE))
    expect(source()).toBe('live')
    expect(window.sessionStorage.getItem('funnels-content:demo')).toContain(NEW_TITLE)
    expect(mergeContent).toHaveBeenCalledTimes(1) // a changed answer is validated
  })

  it('a live answer with the revisions shown confirms them without validating: pinned, nothing kept', async () => {
    await openPageView()
    await waitFor(() => expect(lake.requests).toBe(1))
    await act(async () => lake.release(demo()))
    await waitFor(() => expect(source()).toBe('live'))
    expect(title()).toBe(SNAPSHOT_TITLE)
    expect(window.sessionStorage.getItem('funnels-content:demo')).toContain(SNAPSHOT_TITLE)
    expect(kept()).toBeNull()
    expect(mergeContent).not.toHaveBeenCalled()
  })

  it('after the first answer, a slow live answer is not shown, not even after a reload; the next session starts from it', async () => {
    await openPageView()
    await click('Answer')
    await liveAnswerArrives(publishedAnswer())
    expect(title()).toBe(SNAPSHOT_TITLE)
    expect(source()).toBe('snapshot')

    // A reload: the session's version comes back, and no live fetch can change it.
    document.body.innerHTML = ''
    lake.requests = 0
    await openPageView()
    expect(title()).toBe(SNAPSHOT_TITLE)
    expect(source()).toBe('session')
    expect(lake.requests).toBe(0)

    // A new session starts from the kept answer at once, even with Sanity failing.
    newSession()
    await openPageView()
    expect(title()).toBe(NEW_TITLE)
    expect(source()).toBe('kept')
    await waitFor(() => expect(lake.requests).toBe(1))
    await act(async () => lake.fail(new Error('Sanity is down')))
    expect(title()).toBe(NEW_TITLE)
  })

  it('after the first navigation, a slow live answer is not shown', async () => {
    await openPageView()
    await click('Next')
    await liveAnswerArrives(publishedAnswer())
    expect(title()).toBe(SNAPSHOT_TITLE)
    expect(window.sessionStorage.getItem('funnels-content:demo')).toContain(SNAPSHOT_TITLE)
  })

  it('a redirect is not the visitor moving on: the live answer may still replace the snapshot', async () => {
    await openPageView()
    await click('Redirect')
    await liveAnswerArrives(publishedAnswer())
    await waitFor(() => expect(title()).toBe(NEW_TITLE))
  })

  it('the funnel mounted again in the same page view asks for live content once; after no answer, again', async () => {
    const view = newPageView()
    const mount = () => render(<PageView view={view}><MemoryRouter initialEntries={['/demo']}><Suspense fallback={<p>Loading</p>}><Funnel /></Suspense></MemoryRouter></PageView>)
    let shown!: ReturnType<typeof render>
    await act(async () => void (shown = mount()))
    await waitFor(() => expect(lake.requests).toBe(1))
    shown.unmount()
    await act(async () => void (shown = mount()))
    await screen.findByRole('heading', { level: 1 })
    expect(lake.requests).toBe(1)
    await act(async () => lake.fail(new Error('Sanity is down')))
    shown.unmount()
    await act(async () => void mount())
    await waitFor(() => expect(lake.requests).toBe(2))
  })
})
