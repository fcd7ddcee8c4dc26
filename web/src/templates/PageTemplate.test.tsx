// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { COMPONENT_TYPES } from '../../../schemas/page/componentTypes'
import { uiStrings } from '../../../seed/uiStrings'
import type { RenderPage } from '../content/renderPages'
import * as errors from '../platform/events/errors'
import { PageTemplate } from './PageTemplate'
import { templateFor } from './registry'
import { copy, renderTemplate, templateProps } from './templateTestKit'

// A page from an older or newer content version than this build: the type system cannot see it.
const unknownPage = { _id: 'page.demo.x', _type: 'page', key: 'x', componentType: 'carousel', options: [] } as unknown as RenderPage

describe('template registry', () => {
  it('has a template for every componentType', () => {
    for (const type of COMPONENT_TYPES) expect(templateFor(type), type).toBeDefined()
  })

  it('an unknown componentType renders a visible fallback that reports the error and lets the visitor continue', async () => {
    const report = vi.spyOn(errors, 'reportError').mockImplementation(() => {})
    const { user, calls, container } = renderTemplate(PageTemplate, templateProps(unknownPage, uiStrings))
    // The fallback is a lazy chunk of its own, like any template.
    expect((await screen.findByRole('alert')).textContent).toBe(copy(uiStrings.unknownTemplate))
    expect(container.querySelector('[data-unknown-template="carousel"]')).not.toBeNull()
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ source: 'templates', message: expect.stringContaining('carousel') }))
    await user.click(screen.getByRole('button', { name: copy(uiStrings.continue) }))
    expect(calls.next).toBe(1)
    report.mockRestore()
  })
})
