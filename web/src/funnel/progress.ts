/** The page fields progress reads and writes. */
export interface ProgressPage {
  hasProgress?: boolean
  section?: string
  progress?: number
  totalProgress?: number
}

export const DEFAULT_TOTAL_PROGRESS = 400
/** Progress bars are drawn in segments of this many units. */
export const PROGRESS_SEGMENT = 100

/**
 * Spreads the total over the sections found, in page order, among pages with progress: each
 * section gets an equal share and each of its pages sits in the middle of its slot. No
 * sections: a warning and the pages unchanged. Any other failure: logged, pages unchanged.
 */
export function computeProgress<P extends ProgressPage>(pages: readonly P[], total = DEFAULT_TOTAL_PROGRESS): (P & ProgressPage)[] {
  try {
    const sections: string[] = []
    for (const page of pages) {
      if (page.hasProgress && page.section && !sections.includes(page.section)) sections.push(page.section)
    }
    if (sections.length === 0) {
      console.warn('Progress: no sections found among pages with progress; pages unchanged')
      return [...pages]
    }
    const share = total / sections.length
    const members = new Map(sections.map((section) => [section, pages.filter((p) => p.hasProgress && p.section === section)]))
    return pages.map((page) => {
      if (!page.hasProgress || !page.section) return page
      const inSection = members.get(page.section)!
      const slot = share / inSection.length
      const progress = sections.indexOf(page.section) * share + (inSection.indexOf(page) + 0.5) * slot
      return { ...page, progress, totalProgress: total }
    })
  } catch (error) {
    console.error('Progress calculation failed; pages unchanged', error)
    return [...pages]
  }
}

/** How many segments of 100 a bar of this total has (a total under 100 is one bar). */
export function progressSegments(total: number): number {
  return total >= PROGRESS_SEGMENT ? Math.ceil(total / PROGRESS_SEGMENT) : 1
}
