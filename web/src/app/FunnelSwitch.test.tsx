// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { reportError } from '../platform/events/errors'
import { MemoryRouter } from '../platform/router/Router'
import { FunnelSwitch } from './FunnelSwitch'

vi.mock('../platform/events/errors', () => ({ reportError: vi.fn() }))

describe('the funnel switch', () => {
  it('a path that names no onboarding shows the page naming the ones there are, loaded on demand, and reports it', async () => {
    render(
      <MemoryRouter initialEntries={['/no-such-onboarding']}>
        <FunnelSwitch />
      </MemoryRouter>,
    )
    expect(await screen.findByRole('heading', { name: 'Unknown onboarding' })).toBeDefined()
    expect(screen.getByRole('alert').textContent).toContain('no-such-onboarding')
    expect(screen.getAllByRole('link').length).toBeGreaterThan(0)
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ source: 'router', message: expect.stringContaining('no-such-onboarding') }))
  })
})
