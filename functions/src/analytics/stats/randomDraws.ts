/**
 * Draws from the distributions the statistics sample: normal (Marsaglia's polar method), gamma
 * (Marsaglia & Tsang, "A simple method for generating gamma variables", ACM TOMS 2000) and beta
 * (as a ratio of two gammas). All take a seeded {@link Random}, so results repeat for a seed.
 */
import type { Random } from './seededRandom'

/** One standard normal draw (polar method: exact, no trigonometry). */
export function normalDraw(random: Random): number {
  for (;;) {
    const u = 2 * random() - 1
    const v = 2 * random() - 1
    const s = u * u + v * v
    if (s > 0 && s < 1) return u * Math.sqrt((-2 * Math.log(s)) / s)
  }
}

/** One Gamma(shape, 1) draw; shape > 0. Shapes below 1 use the boost Gamma(a) = Gamma(a + 1)·U^(1/a). */
export function gammaDraw(random: Random, shape: number): number {
  if (!(shape > 0)) throw new RangeError(`gammaDraw: shape must be positive, got ${shape}`)
  if (shape < 1) return gammaDraw(random, shape + 1) * random() ** (1 / shape)
  const d = shape - 1 / 3
  const c = 1 / Math.sqrt(9 * d)
  for (;;) {
    let x: number
    let v: number
    do {
      x = normalDraw(random)
      v = 1 + c * x
    } while (v <= 0)
    v = v * v * v
    const u = random()
    if (u < 1 - 0.0331 * x * x * x * x) return d * v
    if (Math.log(u) < 0.5 * x * x + d * (1 - v + Math.log(v))) return d * v
  }
}

/** One Beta(a, b) draw, as X / (X + Y) with X ~ Gamma(a), Y ~ Gamma(b). */
export function betaDraw(random: Random, a: number, b: number): number {
  const x = gammaDraw(random, a)
  const y = gammaDraw(random, b)
  return x / (x + y)
}
