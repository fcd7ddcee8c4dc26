// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { createBrowserHistory } from './browserHistory'

const popped = () => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }))
const idx = () => (window.history.state as { idx?: number }).idx

beforeEach(() => {
  // A visit's first page: no state yet.
  window.history.replaceState(null, '', '/leadership')
})

describe('createBrowserHistory', () => {
  it("starts at the browser's location as a POP at position 0, stamping the entry", () => {
    const history = createBrowserHistory()
    expect(history.read()).toEqual({ type: 'POP', index: 0, location: { pathname: '/leadership', search: '', hash: '', state: null, key: 'default' } })
    expect(idx()).toBe(0)
  })

  it('pushes with a growing index and a new key, even to the same path; replace keeps the index', () => {
    const history = createBrowserHistory()
    history.navigate('/leadership/age?x=1#top')
    const first = history.read()
    expect(first).toMatchObject({ type: 'PUSH', index: 1, location: { pathname: '/leadership/age', search: '?x=1', hash: '#top' } })
    expect(window.location.pathname).toBe('/leadership/age')
    expect(idx()).toBe(1)
    history.navigate('/leadership/age?x=1#top')
    expect(history.read()).toMatchObject({ type: 'PUSH', index: 2 })
    expect(history.read().location.key).not.toBe(first.location.key)
    history.navigate('/leadership/goal', { replace: true, state: { from: 'age' } })
    expect(history.read()).toMatchObject({ type: 'REPLACE', index: 2, location: { pathname: '/leadership/goal', state: { from: 'age' } } })
    expect(idx()).toBe(2)
  })

  it('resolves a relative path against the current location', () => {
    const history = createBrowserHistory()
    history.navigate('/leadership/age')
    history.navigate('goal?y=2')
    expect(window.location.pathname + window.location.search).toBe('/leadership/goal?y=2')
  })

  it('keeps the same snapshot object until something changes', () => {
    const history = createBrowserHistory()
    expect(history.read()).toBe(history.read())
    history.navigate('/leadership/age')
    expect(history.read()).toBe(history.read())
  })

  it('goes back and forward through history.go and reports the popstate as a POP to its listeners', async () => {
    const history = createBrowserHistory()
    const heard: string[] = []
    const stop = history.listen(() => heard.push(`${history.read().type} ${history.read().location.pathname} ${history.read().index}`))
    history.navigate('/leadership/age')
    history.navigate('/leadership/goal')
    let pop = popped()
    history.go(-1)
    await pop
    pop = popped()
    history.go(1)
    await pop
    expect(heard).toEqual(['PUSH /leadership/age 1', 'PUSH /leadership/goal 2', 'POP /leadership/age 1', 'POP /leadership/goal 2'])
    stop()
    pop = popped()
    history.go(-1)
    await pop
    expect(heard).toHaveLength(4)
    // Moved while nothing listened: a navigation still starts from the entry the browser is on.
    history.navigate('other')
    expect(history.read()).toMatchObject({ type: 'PUSH', index: 2, location: { pathname: '/leadership/other' } })
    pop = popped()
    history.go(-1)
    await pop
    expect(history.read()).toMatchObject({ type: 'POP', index: 1, location: { pathname: '/leadership/age' } })
  })

  it('reads the position and key back after a reload (a fresh history over the same entries)', () => {
    const before = createBrowserHistory()
    before.navigate('/leadership/age')
    before.navigate('/leadership/goal')
    const { key } = before.read().location
    const after = createBrowserHistory()
    expect(after.read()).toMatchObject({ type: 'POP', index: 2, location: { pathname: '/leadership/goal', key } })
    after.navigate('/leadership/end')
    expect(after.read().index).toBe(3)
  })
})
