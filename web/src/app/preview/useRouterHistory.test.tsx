// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { MemoryRouter, useLocation, useNavigate } from '../../platform/router/Router'
import type { HistoryAdapter, HistoryUpdate } from '@sanity/visual-editing/react'
import { describe, expect, it } from 'vitest'
import { useRouterHistory } from './useRouterHistory'

function Harness({ onAdapter }: { onAdapter: (adapter: HistoryAdapter, navigate: ReturnType<typeof useNavigate>) => void }) {
  const adapter = useRouterHistory()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  onAdapter(adapter, navigate)
  return <p data-testid="at">{`${pathname}${search}`}</p>
}

function setup(entries = ['/leadership']) {
  const handle: { adapter?: HistoryAdapter; navigate?: ReturnType<typeof useNavigate> } = {}
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Harness onAdapter={(adapter, navigate) => Object.assign(handle, { adapter, navigate })} />
    </MemoryRouter>,
  )
  const heard: HistoryUpdate[] = []
  act(() => void handle.adapter!.subscribe((update) => heard.push(update)))
  return { adapter: handle.adapter!, navigate: handle.navigate!, heard }
}

const at = () => screen.getByTestId('at').textContent

describe('useRouterHistory', () => {
  it('tells the Studio the current page when it subscribes, then every move of the walk', () => {
    const { navigate, heard } = setup()
    expect(heard).toEqual([{ type: 'push', url: '/leadership' }])
    act(() => void navigate('/leadership/age?x=1'))
    act(() => void navigate('/leadership/goal', { replace: true }))
    expect(heard.slice(1)).toEqual([
      { type: 'push', url: '/leadership/age?x=1' },
      { type: 'replace', url: '/leadership/goal' },
    ])
  })

  it("follows the Studio's URL bar: push, replace and back", () => {
    const { adapter } = setup(['/leadership', '/leadership/age'])
    act(() => adapter.update({ type: 'push', url: '/deeps/age' }))
    expect(at()).toBe('/deeps/age')
    act(() => adapter.update({ type: 'replace', url: '/demo' }))
    expect(at()).toBe('/demo')
    act(() => adapter.update({ type: 'pop', url: '' }))
    expect(at()).toBe('/leadership/age')
  })

  it('stops telling once unsubscribed', () => {
    const handle: { adapter?: HistoryAdapter; navigate?: ReturnType<typeof useNavigate> } = {}
    render(
      <MemoryRouter initialEntries={['/leadership']}>
        <Harness onAdapter={(adapter, navigate) => Object.assign(handle, { adapter, navigate })} />
      </MemoryRouter>,
    )
    const heard: HistoryUpdate[] = []
    let stop = () => {}
    act(() => void (stop = handle.adapter!.subscribe((update) => heard.push(update))))
    act(() => stop())
    act(() => void handle.navigate!('/leadership/age'))
    expect(heard).toEqual([{ type: 'push', url: '/leadership' }])
  })
})
