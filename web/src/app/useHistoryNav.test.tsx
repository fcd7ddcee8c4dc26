// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { MemoryRouter, useNavigate, type NavigateFunction } from '../platform/router/Router'
import { useHistoryNav } from './useHistoryNav'

const handle: { navigate?: NavigateFunction } = {}
const keep = (navigate: NavigateFunction) => void (handle.navigate = navigate)

function Arrows({ onNavigate = keep }: { onNavigate?: (navigate: NavigateFunction) => void }) {
  const { hasBack, hasForward } = useHistoryNav()
  onNavigate(useNavigate())
  return <p data-testid="arrows">{`${hasBack ? 'back' : '-'} ${hasForward ? 'forward' : '-'}`}</p>
}
const arrows = () => screen.getByTestId('arrows').textContent

const walk = (entries: string[], index?: number) =>
  render(
    <MemoryRouter initialEntries={entries} initialIndex={index}>
      <Arrows />
    </MemoryRouter>,
  )

beforeEach(() => window.sessionStorage.clear())

describe('useHistoryNav', () => {
  it('has nothing behind or ahead on the first entry of a visit', () => {
    walk(['/demo'])
    expect(arrows()).toBe('- -')
  })

  it("follows the router's position: a push has an entry behind, back one ahead, a new push cuts it off", () => {
    walk(['/demo'])
    act(() => handle.navigate!('/demo/age'))
    expect(arrows()).toBe('back -')
    act(() => handle.navigate!(-1))
    expect(arrows()).toBe('- forward')
    act(() => handle.navigate!('/demo/goal'))
    expect(arrows()).toBe('back -')
    act(() => handle.navigate!('/demo/end', { replace: true }))
    expect(arrows()).toBe('back -')
  })

  it('knows what lies ahead after a reload from the furthest position kept in the session', () => {
    const first = walk(['/demo', '/demo/age', '/demo/goal'])
    act(() => handle.navigate!(-2))
    expect(arrows()).toBe('- forward')
    first.unmount()
    // The reloaded page: the router reads the entry's position back from history.state (here, the memory entries).
    walk(['/demo', '/demo/age', '/demo/goal'], 0)
    expect(arrows()).toBe('- forward')
  })
})
