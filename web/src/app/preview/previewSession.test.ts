// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
// The Studio writes the URL with this package (sanity's Presentation tool depends on it).
import { urlSearchParamPreviewPathname } from '@sanity/preview-url-secret/constants'
import { inPreview } from './previewFlag'
import { leavePreview, PREVIEW_PATHNAME_PARAM, previewTarget, startPreview } from './previewSession'

const origin = 'http://localhost:4173'

afterEach(() => {
  vi.restoreAllMocks()
  window.sessionStorage.clear()
  window.localStorage.clear()
})

describe('previewTarget', () => {
  it('leads to the pathname the Presentation tool asked for, with its query', () => {
    expect(previewTarget(`?sanity-preview-secret=s3&${PREVIEW_PATHNAME_PARAM}=%2Fleadership%2Fage%3Fx%3D1&sanity-preview-perspective=drafts`, origin)).toBe('/leadership/age?x=1')
  })

  it('never leads to another site, and without a pathname starts at the root', () => {
    expect(previewTarget(`?${PREVIEW_PATHNAME_PARAM}=https%3A%2F%2Fevil.example%2Fx`, origin)).toBe('/')
    expect(previewTarget(`?${PREVIEW_PATHNAME_PARAM}=%2F%2Fevil.example%2Fx`, origin)).toBe('/')
    expect(previewTarget('', origin)).toBe('/')
  })

  it("uses Sanity's own parameter name", () => {
    expect(PREVIEW_PATHNAME_PARAM).toBe(urlSearchParamPreviewPathname)
  })
})

describe('preview session', () => {
  it('marks this tab only as in preview, until it leaves', () => {
    expect(inPreview()).toBe(false)
    startPreview()
    expect(inPreview()).toBe(true)
    expect(window.sessionStorage.getItem('funnels:preview')).toBe('true')
    leavePreview()
    expect(inPreview()).toBe(false)
  })

  it('is off when session storage cannot be read', () => {
    startPreview()
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(inPreview()).toBe(false)
  })
})
