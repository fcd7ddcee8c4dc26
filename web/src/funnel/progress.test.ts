import { afterEach, describe, expect, it, vi } from 'vitest'
import { computeProgress, progressSegments } from './progress'

afterEach(() => vi.restoreAllMocks())

const page = (section?: string, hasProgress = true) => ({ section, hasProgress })

describe('progress (section 4)', () => {
  it('gives each section an equal share of 400 and puts each page in the middle of its slot', () => {
    const pages = [page(undefined, false), page('introduction'), page('introduction'), page('assessment'), page('analysis'), page('results'), page('results', false)]
    expect(computeProgress(pages).map((p) => ('progress' in p ? p.progress : undefined))).toEqual([undefined, 25, 75, 150, 250, 350, undefined])
  })

  it('uses another total when given', () => {
    expect(computeProgress([page('a'), page('b')], 200).map((p) => ('progress' in p ? p.progress : undefined))).toEqual([50, 150])
  })

  it('warns and returns the pages unchanged when there are no sections', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const pages = [page(undefined), page('x', false)]
    expect(computeProgress(pages)).toEqual(pages)
    expect(warn).toHaveBeenCalledOnce()
  })

  it('logs any other failure and returns the pages unchanged', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const hostile = { get hasProgress(): boolean { throw new Error('boom') } }
    expect(computeProgress([hostile])).toEqual([hostile])
    expect(error).toHaveBeenCalledOnce()
  })

  it('totals of 100 or more are drawn in segments of 100', () => {
    expect(progressSegments(400)).toBe(4)
    expect(progressSegments(300)).toBe(3)
    expect(progressSegments(200)).toBe(2)
    expect(progressSegments(100)).toBe(1)
    expect(progressSegments(60)).toBe(1)
  })
})
