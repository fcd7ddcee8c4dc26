import { useCallback } from 'react'
import { reportError } from '../platform/events/errors'

/**
 * The `onUnknown` a template hands RichText: ui/ may not reach platform/, so the template
 * reports, naming the page, what its rich text holds that the renderer does not know.
 */
export function useReportUnknownRichText(pageId: string): (what: string) => void {
  return useCallback(
    (what: string) => reportError({ source: 'templates', message: `Rich text on page ${pageId} has an unknown ${what}; it is not shown as such` }),
    [pageId],
  )
}
