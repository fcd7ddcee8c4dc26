import { PREVIEW_KEY, previewSession } from './previewFlag'

/**
 * The parameter in which the Presentation tool names the page to show
 * (`urlSearchParamPreviewPathname` in @sanity/preview-url-secret).
 */
export const PREVIEW_PATHNAME_PARAM = 'sanity-preview-pathname'
const DEFAULT_TARGET = '/'

/**
 * Where the `/preview` entry leads: the pathname the Studio asked for (with its query and hash),
 * only on this site. Anything else (missing, another origin, unparsable) leads to the start.
 */
export function previewTarget(search: string, origin: string): string {
  const asked = new URLSearchParams(search).get(PREVIEW_PATHNAME_PARAM)
  if (!asked) return DEFAULT_TARGET
  try {
    const url = new URL(asked, origin)
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : DEFAULT_TARGET
  } catch {
    return DEFAULT_TARGET
  }
}

/** Puts this tab in preview mode (preview mode then marks the session as a tester's). */
export function startPreview(): void {
  previewSession.write(PREVIEW_KEY, true)
}

/** Back to what a visitor sees; the tester mark stays (this device belongs to the team). */
export function leavePreview(): void {
  previewSession.remove(PREVIEW_KEY)
}
