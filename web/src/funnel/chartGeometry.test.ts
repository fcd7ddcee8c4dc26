import { describe, expect, it } from 'vitest'
import { areaPath, barLengths, columnBars, episodeCount, linePath, linePoints, MAX_EPISODES, PLAN_EPISODES, planCurve, planLevels, PLAN_LEVELS, scaleMax, share } from './chartGeometry'

const plot = { x: 10, y: 20, width: 300, height: 100 }

describe('chart scale', () => {
  it('scales to the largest value, and never divides by zero', () => {
    expect(scaleMax([3, 7.5, 1])).toBe(7.5)
    expect(scaleMax([])).toBe(1)
    expect(scaleMax([0, -2])).toBe(1)
    expect(scaleMax([Number.NaN, 4])).toBe(4)
  })

  it('keeps every share inside 0..1', () => {
    expect(share(5, 10)).toBe(0.5)
    expect(share(-3, 10)).toBe(0)
    expect(share(30, 10)).toBe(1)
    expect(share(Number.NaN, 10)).toBe(0)
    expect(share(5, 0)).toBe(0)
  })
})

describe('bars', () => {
  it('stands columns on the plot bottom, the largest reaching the top', () => {
    const bars = columnBars([50, 100, 25], plot, 0.2)
    expect(bars).toHaveLength(3)
    // Slots of 100 units with 10 units of gap on either side.
    expect(bars[0]).toEqual({ x: 20, y: 70, width: 80, height: 50 })
    expect(bars[1]).toEqual({ x: 120, y: 20, width: 80, height: 100 })
    expect(bars[2]).toEqual({ x: 220, y: 95, width: 80, height: 25 })
    for (const bar of bars) expect(bar.y + bar.height).toBe(plot.y + plot.height)
  })

  it('gives horizontal bars lengths on one scale', () => {
    expect(barLengths([3.5, 1.75, 0], 200)).toEqual([200, 100, 0])
    expect(barLengths([], 200)).toEqual([])
  })
})

describe('lines', () => {
  it('spreads points from the left to the right edge, higher values higher up', () => {
    const points = linePoints([0, 5, 10], plot)
    expect(points).toEqual([
      { x: 10, y: 120 },
      { x: 160, y: 70 },
      { x: 310, y: 20 },
    ])
    expect(linePoints([4], plot)).toEqual([{ x: 160, y: 20 }])
  })

  it('writes SVG paths for a line and the area under it', () => {
    const points = [
      { x: 0, y: 10 },
      { x: 5, y: 2 },
    ]
    expect(linePath(points)).toBe('M0 10 L5 2')
    expect(areaPath(points, 20)).toBe('M0 10 L5 2 L5 20 L0 20 Z')
    expect(linePath([])).toBe('')
    expect(areaPath([], 20)).toBe('')
  })
})

describe('plan graph', () => {
  it('has one point per episode, 20 unless the content says otherwise, within limits', () => {
    expect(PLAN_EPISODES).toBe(20)
    expect(episodeCount(undefined)).toBe(20)
    expect(episodeCount(12)).toBe(12)
    expect(episodeCount(0)).toBe(1)
    expect(episodeCount(5000)).toBe(MAX_EPISODES)
    expect(planCurve(20, plot)).toHaveLength(20)
  })

  it('rises steadily from now to the goal across the whole width', () => {
    const points = planCurve(20, plot, 0.1, 0.9)
    expect(points[0]).toEqual({ x: 10, y: 110 })
    expect(points[19]).toEqual({ x: 310, y: 30 })
    for (let index = 1; index < points.length; index++) {
      expect(points[index]!.x).toBeGreaterThan(points[index - 1]!.x)
      // Up the screen means a smaller y.
      expect(points[index]!.y).toBeLessThan(points[index - 1]!.y)
    }
    // Smoothstep: the middle episode is half way up.
    expect(planCurve(3, plot, 0.1, 0.9)[1]).toEqual({ x: 160, y: 70 })
  })

  it('keeps levels inside the plot and draws a single episode at the goal', () => {
    const points = planCurve(5, plot, -1, 3)
    expect(points[0]!.y).toBe(120)
    expect(points[4]!.y).toBe(20)
    expect(planCurve(1, plot, 0.2, 0.8)).toEqual([{ x: 310, y: 40 }])
  })

  it('starts and ends at the levels the content gives, relative to the larger one', () => {
    expect(planLevels(2, 8)).toEqual({ from: 0.25, to: 1 })
    expect(planLevels(undefined, 8)).toEqual(PLAN_LEVELS)
    expect(planLevels(0, 0)).toEqual({ from: 0, to: 0 })
    expect(PLAN_LEVELS.from).toBeLessThan(PLAN_LEVELS.to)
  })
})
