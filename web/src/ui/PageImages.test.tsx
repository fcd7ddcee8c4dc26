// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import type { Translate } from '../../../schemas/languages'
import type { KeyedPageImage } from '../../../schemas/page/pageImage'
import { FirstScreenContext } from './firstScreen'
import { PageImages } from './PageImages'
import { SanityImageProjectContext, type SanityImageProject } from './sanityImageProject'

/** Sanity names an uploaded image by the SHA-1 of its bytes and its size. */
const HASH = '8f3a2c9d41b7e6a0c5d2f9e8b1a4c7d0e3f6a9b2'

const localLake: SanityImageProject = { projectId: 'local', dataset: 'production', baseUrl: 'http://127.0.0.1:3900' }
const t: Translate = (value) => value?.en ?? ''
const alt = { _type: 'localeString', en: 'A leader at work' } as const

const shipped: KeyedPageImage = { _type: 'pageImage', _key: 'a', src: '/images/leadership/hero.svg', width: 640, height: 480, alt }
const uploaded: KeyedPageImage = { _type: 'pageImage', _key: 'b', alt, image: { _type: 'image', asset: { _type: 'reference', _ref: `image-${HASH}-1200x800-jpg` } } }

function show(images: KeyedPageImage[], project: SanityImageProject | undefined = localLake, priority = true): void {
  const wrap = (children: ReactNode) => <SanityImageProjectContext value={project}>{children}</SanityImageProjectContext>
  render(wrap(<PageImages images={images} placement="top" t={t} priority={priority} />))
}

const attributes = (image: HTMLElement) => Object.fromEntries(['loading', 'fetchpriority', 'decoding', 'width', 'height'].map((name) => [name, image.getAttribute(name)]))

describe('PageImages', () => {
  it('shows a file the site ships as it is, with its size', () => {
    show([shipped])
    const image = screen.getByRole('img', { name: 'A leader at work' })
    expect(image.getAttribute('src')).toBe('/images/leadership/hero.svg')
    expect([image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('srcset')]).toEqual(['640', '480', null])
    expect(image.getAttribute('fetchpriority')).toBe('high')
  })

  it("leads with the first image on a visit's first page (opened by its link) and keeps a walked-to page's images lazy", () => {
    const plan = { ...shipped, _key: 'c', src: '/images/leadership/plan.svg', alt: { _type: 'localeString', en: 'A plan' } } as const
    const { unmount } = render(
      <FirstScreenContext value={true}>
        <PageImages images={[shipped, plan]} placement="top" t={t} />
      </FirstScreenContext>,
    )
    expect(attributes(screen.getByRole('img', { name: 'A leader at work' }))).toMatchObject({ loading: 'eager', fetchpriority: 'high' })
    expect(attributes(screen.getByRole('img', { name: 'A plan' }))).toMatchObject({ loading: 'lazy', fetchpriority: null })
    unmount()
    render(<PageImages images={[shipped]} placement="top" t={t} />)
    expect(attributes(screen.getByRole('img', { name: 'A leader at work' }))).toMatchObject({ loading: 'lazy', fetchpriority: null })
  })

  it('a priority set (the landing hero) loads its first image eagerly at high priority and the rest lazily, all sized', () => {
    show([shipped, { ...shipped, _key: 'c', src: '/images/leadership/plan.svg', alt: { _type: 'localeString', en: 'A plan' } }])
    expect(attributes(screen.getByRole('img', { name: 'A leader at work' }))).toEqual({ loading: 'eager', fetchpriority: 'high', decoding: null, width: '640', height: '480' })
    expect(attributes(screen.getByRole('img', { name: 'A plan' }))).toEqual({ loading: 'lazy', fetchpriority: null, decoding: 'async', width: '640', height: '480' })
  })

  it('without priority (every page but a landing) no image competes with the first paint: all lazy and decoded off the main path', () => {
    show([shipped], localLake, false)
    expect(attributes(screen.getByRole('img', { name: 'A leader at work' }))).toEqual({ loading: 'lazy', fetchpriority: null, decoding: 'async', width: '640', height: '480' })
  })

  it("shows an upload from the lake's image pipeline at the content column's width, 1x and 2x", async () => {
    show([uploaded])
    const image = await screen.findByRole('img', { name: 'A leader at work' })
    const src = new URL(image.getAttribute('src') ?? '')
    expect(`${src.origin}${src.pathname}`).toBe(`http://127.0.0.1:3900/images/local/production/${HASH}-1200x800.jpg`)
    expect(Object.fromEntries(src.searchParams)).toEqual({ w: '500', fit: 'max', auto: 'format' })
    expect(image.getAttribute('srcset')).toMatch(/\?w=500&fit=max&auto=format 1x, .*\?w=1000&fit=max&auto=format 2x$/)
    // The asset id gives the size the page reserves.
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1200', '800'])
    expect(image.getAttribute('loading')).toBe('eager')
  })

  it("serves a real project's uploads from Sanity's CDN", async () => {
    show([uploaded], { projectId: 'abc123', dataset: 'production' })
    const image = await screen.findByRole('img')
    expect(image.getAttribute('src')).toBe(`https://cdn.sanity.io/images/abc123/production/${HASH}-1200x800.jpg?w=500&fit=max&auto=format`)
  })
})
