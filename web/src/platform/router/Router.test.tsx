// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react'
import { StrictMode, Suspense, use } from 'react'
import { renderToString } from 'react-dom/server'
import { beforeEach, describe, expect, it } from 'vitest'
import { Link } from './Link'
import { Navigate } from './Navigate'
import { BrowserRouter, MemoryRouter, StaticRouter, useLocation, useNavigate, useNavigationType, useRouterState, type NavigateFunction } from './Router'
import { Route, Routes } from './Routes'

/** Where the router is: type, position and path. */
function Where() {
  const { pathname, search } = useLocation()
  const { index } = useRouterState()
  return <p data-testid="where">{`${useNavigationType()} ${index} ${pathname}${search}`}</p>
}
const where = () => screen.getByTestId('where').textContent

const handle: { navigate?: NavigateFunction } = {}
const keep = (navigate: NavigateFunction) => void (handle.navigate = navigate)
function Navigator({ onNavigate = keep }: { onNavigate?: (navigate: NavigateFunction) => void }) {
  onNavigate(useNavigate())
  return null
}

const popped = () => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }))

beforeEach(() => {
  window.history.replaceState(null, '', '/leadership')
})

describe('BrowserRouter', () => {
  it('renders the location as a POP, then push, replace, back and forward', async () => {
    render(
      <StrictMode>
        <BrowserRouter>
          <Where />
          <Navigator />
        </BrowserRouter>
      </StrictMode>,
    )
    expect(where()).toBe('POP 0 /leadership')
    act(() => handle.navigate!('/leadership/age'))
    expect(where()).toBe('PUSH 1 /leadership/age')
    act(() => handle.navigate!('/leadership/goal', { replace: true }))
    expect(where()).toBe('REPLACE 1 /leadership/goal')
    let pop = popped()
    act(() => handle.navigate!(-1))
    await act(() => pop)
    expect(where()).toBe('POP 0 /leadership')
    pop = popped()
    act(() => handle.navigate!(1))
    await act(() => pop)
    expect(where()).toBe('POP 1 /leadership/goal')
  })

  it('gives the same navigate function across navigations', () => {
    render(
      <BrowserRouter>
        <Navigator />
      </BrowserRouter>,
    )
    const first = handle.navigate
    act(() => handle.navigate!('/leadership/age'))
    expect(handle.navigate).toBe(first)
  })
})

describe('a navigation', () => {
  it('renders as a transition: the page on screen stays while the next one waits for its code', async () => {
    const never = new Promise<never>(() => {})
    function Waiting(): never {
      return use(never)
    }
    render(
      <MemoryRouter initialEntries={['/leadership']}>
        <Suspense fallback={<p>Loading</p>}>
          <Routes>
            <Route path="/next" element={<Waiting />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </Suspense>
        <Navigator />
      </MemoryRouter>,
    )
    await act(async () => handle.navigate!('/next'))
    expect(screen.queryByText('Loading')).toBeNull()
    expect(where()).toBe('POP 0 /leadership')
  })
})

describe('Routes', () => {
  const app = (entry: string) => (
    <StrictMode>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/" element={<Navigate to="/leadership" replace />} />
          <Route path="/ds/*" element={<Navigate to="/deeps/age" replace />} />
          <Route path="/terms" element={<p>Terms</p>} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </StrictMode>
  )

  it('renders the matching route', () => {
    render(app('/terms'))
    expect(screen.getByText('Terms')).toBeTruthy()
  })

  it('falls back to the * route', () => {
    render(app('/leadership/age'))
    expect(where()).toBe('POP 0 /leadership/age')
  })

  it('redirects with Navigate, replacing the entry', () => {
    render(app('/'))
    expect(where()).toBe('REPLACE 0 /leadership')
  })

  it('redirects a splat route', () => {
    render(app('/ds/x'))
    expect(where()).toBe('REPLACE 0 /deeps/age')
  })
})

describe('Link', () => {
  const page = () =>
    render(
      <MemoryRouter initialEntries={['/onboardings']}>
        <Link to="/leadership" className="card">
          Leadership
        </Link>
        <Where />
      </MemoryRouter>,
    )

  it('is a real link that navigates on a plain left click', () => {
    page()
    const link = screen.getByRole('link', { name: 'Leadership' })
    expect(link.getAttribute('href')).toBe('/leadership')
    expect(link.className).toBe('card')
    const click = fireEvent.click(link)
    expect(click).toBe(false) // default prevented: the browser does not load the page
    expect(where()).toBe('PUSH 1 /leadership')
  })

  it('leaves modified and other-button clicks to the browser', () => {
    page()
    const link = screen.getByRole('link', { name: 'Leadership' })
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) expect(fireEvent.click(link, modifier)).toBe(true)
    expect(where()).toBe('POP 0 /onboardings')
  })

  it('replaces the entry when it leads where the app already is', () => {
    render(
      <MemoryRouter initialEntries={['/a', '/leadership']}>
        <Link to="/leadership">Here</Link>
        <Where />
      </MemoryRouter>,
    )
    fireEvent.click(screen.getByRole('link', { name: 'Here' }))
    expect(where()).toBe('REPLACE 1 /leadership')
  })
})

describe('StaticRouter', () => {
  it('renders the location it is given, and a Navigate there does nothing', () => {
    const html = renderToString(
      <StaticRouter location="/leadership/age?x=1">
        <Routes>
          <Route path="/" element={<Navigate to="/leadership" />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </StaticRouter>,
    )
    expect(html).toContain('POP 0 /leadership/age?x=1')
    expect(renderToString(<StaticRouter location="/"><Routes><Route path="/" element={<Navigate to="/leadership" />} /></Routes></StaticRouter>)).toBe('')
  })
})

describe('hooks outside a router', () => {
  it('say so', () => {
    expect(() => renderToString(<Where />)).toThrow('useRouterState() may be used only inside a router')
  })
})
