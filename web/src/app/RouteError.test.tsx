// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { captureEarlyInput, replayEarlyInput, takeEarlyInput } from '../platform/boot/earlyInput'
import { RouteError } from './RouteError'

vi.mock('../platform/events/errors', () => ({ reportError: vi.fn() }))

afterEach(() => {
  replayEarlyInput()
  window.sessionStorage.clear()
})

describe('the route error fallback', () => {
  it('sets the error_redirect session flag', () => {
    render(<RouteError error={new Error('content failed')} />)
    expect(window.sessionStorage.getItem('error_redirect')).toBe('true')
  })

  it('is tappable when it is the first screen of a prerendered landing whose content failed', () => {
    // The landing's head script captured input; the app took it over and then failed.
    captureEarlyInput()
    takeEarlyInput()
    const { container } = render(<RouteError error={new Error('content failed')} />)
    // React listens at its root: the tap must get there, not be kept for a replay that never comes.
    // Heard on the way down, then stopped: jsdom cannot reload.
    const heard = vi.fn((event: Event) => event.stopImmediatePropagation())
    container.addEventListener('click', heard, true)
    screen.getByRole('button', { name: 'Refresh Page' }).click()
    expect(heard).toHaveBeenCalledTimes(1)
  })
})
