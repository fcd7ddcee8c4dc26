// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { reportError } from '../platform/events/errors'
import { MemoryRouter } from '../platform/router/Router'
import { FunnelSwitch } from './FunnelSwitch'

vi.mock('../platform/events/errors', () => ({ reportError: vi.fn() }))
/**
 * The snapshot files are a build output (gitignored), so a clean checkout has none: the index the
 * switch routes by is read from the seed here, as the snapshot build would write it.
 */
vi.mock('../content/snapshot', async () => {
  const { seedSource } = await import('../../../scripts/contentSource')
  const { SITE_QUERY } = await import('../../../schemas/funnel/queries')
  const { siteSchema } = await import('../../../schemas/content/site')
  const site = siteSchema.parse(await seedSource().fetch(SITE_QUERY))
  return { funnelIndex: site.funnels, siteSettings: site.settings }
})

describe('the funnel switch', () => {
  it('a path that names no onboarding shows the page naming the ones there are, loaded on demand, and reports it', async () => {
    render(
      <MemoryRouter initialEntries={['/no-such-onboarding']}>
        <FunnelSwitch />
      </MemoryRouter>,
    )
    expect(await screen.findByRole('heading', { name: 'Unknown onboarding' })).toBeDefined()
    const alert = screen.getByRole('alert').textContent
    expect(alert).toContain('no-such-onboarding')
    expect(alert).toContain('Available onboardings: leadership')
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain('/parenting')
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ source: 'router', message: expect.stringContaining('no-such-onboarding') }))
  })
})
