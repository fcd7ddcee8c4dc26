// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { LocalePortableText, PortableTextBlock } from '../../../schemas/localized/schema'
import { portableText, richText } from '../../../seed/kit/portableText'
import { RichText } from './RichText'
import { safeHref } from './richTextCheck'

afterEach(cleanup)

/** A link to any href, even one the seed's markdown could not write (spaces, parentheses). */
function linkTo(href: string): LocalePortableText {
  const [block] = portableText('Go [there](/placeholder) now.')
  return { _type: 'localePortableText', en: [{ ...block!, markDefs: block!.markDefs!.map((def) => ({ ...def, href })) }] }
}

describe('RichText', () => {
  it('renders bold and italics as strong and em', () => {
    const { container } = render(<RichText value={richText('A **bold** and *quiet* word', 'x')} language="en" />)
    expect(container.querySelector('strong')?.textContent).toBe('bold')
    expect(container.querySelector('em')?.textContent).toBe('quiet')
  })

  it('renders bullet and numbered lists as ul and ol', () => {
    render(<RichText value={richText('- one\n- two\n\n1. first\n2. second', 'x')} language="en" />)
    const [bullets, numbers] = screen.getAllByRole('list')
    expect(bullets!.tagName).toBe('UL')
    expect(numbers!.tagName).toBe('OL')
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['one', 'two', 'first', 'second'])
  })

  it('opens external links in a new tab without giving it the opener', () => {
    render(<RichText value={linkTo('https://example.com/a')} language="en" />)
    const link = screen.getByRole('link', { name: 'there' })
    expect(link.getAttribute('href')).toBe('https://example.com/a')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('keeps relative and mailto links in the same tab', () => {
    for (const href of ['/terms', 'mailto:help@example.com']) {
      render(<RichText value={linkTo(href)} language="en" />)
      const link = screen.getByRole('link', { name: 'there' })
      expect(link.getAttribute('href')).toBe(href)
      expect(link.getAttribute('target')).toBeNull()
      cleanup()
    }
  })

  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,hi', 'vbscript:x', '\\\\evil.example'])(
    'renders %j as plain text, not a link',
    (href) => {
      const { container } = render(<RichText value={linkTo(href)} language="en" />)
      expect(screen.queryByRole('link')).toBeNull()
      expect(container.textContent).toBe('Go there now.')
    },
  )

  it('renders nothing for an unknown block type and reports it, with the rest shown', () => {
    const known = portableText('Still here.')
    const unknown = { _type: 'youtube', _key: 'v1', url: 'https://example.com' } as unknown as PortableTextBlock
    const value: LocalePortableText = { _type: 'localePortableText', en: [unknown, ...known] }
    const onUnknown = vi.fn()
    const { container } = render(<RichText value={value} language="en" onUnknown={onUnknown} />)
    expect(container.textContent).toBe('Still here.')
    expect(onUnknown).toHaveBeenCalledWith('block type "youtube"')
  })

  it('shows the text under an unknown mark plainly and reports the mark', () => {
    const [block] = portableText('A **marked** word')
    const value: LocalePortableText = { _type: 'localePortableText', en: [{ ...block!, children: block!.children!.map((span) => (span.marks?.length ? { ...span, marks: ['highlight'] } : span)) }] }
    const onUnknown = vi.fn()
    const { container } = render(<RichText value={value} language="en" onUnknown={onUnknown} />)
    expect(container.textContent).toBe('A marked word')
    expect(container.querySelector('strong')).toBeNull()
    expect(onUnknown).toHaveBeenCalledWith('mark "highlight"')
  })

  it('speaks Polish, and falls back to English when Polish is missing or empty', () => {
    const both = richText('**English**', '**Polski**')
    const { container, rerender } = render(<RichText value={both} language="pl" />)
    expect(container.textContent).toBe('Polski')
    rerender(<RichText value={{ ...both, pl: undefined }} language="pl" />)
    expect(container.textContent).toBe('English')
    rerender(<RichText value={{ ...both, pl: [] }} language="pl" />)
    expect(container.textContent).toBe('English')
  })

  it('renders nothing at all without a value', () => {
    const { container } = render(<RichText value={undefined} language="en" />)
    expect(container.innerHTML).toBe('')
  })
})

describe('safeHref', () => {
  it('marks http(s) and protocol-relative links external, mailto and paths not', () => {
    expect(safeHref('http://a.example')).toEqual({ href: 'http://a.example', external: true })
    expect(safeHref('//a.example')).toEqual({ href: '//a.example', external: true })
    expect(safeHref('mailto:a@b.example')?.external).toBe(false)
    expect(safeHref('../terms#top')?.external).toBe(false)
    expect(safeHref('tel:+48123')).toBeUndefined()
    expect(safeHref('')).toBeUndefined()
  })
})
