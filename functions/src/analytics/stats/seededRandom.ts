/**
 * A seeded pseudo-random source for the statistics: the Monte Carlo "probability best" and the
 * simulations must give the same numbers for the same seed, so a report never flickers between
 * two renders and a failing simulation names a seed that repeats it. `Math.random` cannot be seeded.
 *
 * The generator is xoshiro128** (Blackman & Vigna, "Scrambled linear pseudorandom number
 * generators", 2021), seeded through splitmix32 so that nearby seeds give unrelated streams. Two
 * 32-bit outputs make one double with 53 random bits: a Monte Carlo estimate of a small
 * probability needs more resolution than 2^-32 in its tails.
 */

/** A stream of uniform numbers in the open interval (0, 1): never 0, so `Math.log` of it is finite. */
export type Random = () => number

const TWO_POW_MINUS_53 = 2 ** -53

/** splitmix32: spreads one seed over the generator's 128 bits of state. */
function splitmix32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x9e3779b9) >>> 0
    let z = state
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0
    return (z ^ (z >>> 16)) >>> 0
  }
}

const rotl = (x: number, k: number) => ((x << k) | (x >>> (32 - k))) >>> 0

/** A uniform (0, 1) stream from an integer seed; the same seed always gives the same stream. */
export function seededRandom(seed: number): Random {
  const init = splitmix32(seed)
  let a = init()
  let b = init()
  let c = init()
  let d = init()
  if ((a | b | c | d) === 0) a = 1
  const next32 = () => {
    const result = Math.imul(rotl(Math.imul(b, 5) >>> 0, 7), 9) >>> 0
    const t = (b << 9) >>> 0
    c ^= a
    d ^= b
    b ^= c
    a ^= d
    c ^= t
    d = rotl(d, 11)
    return result
  }
  return () => {
    const high = next32() >>> 5 // 27 bits
    const low = next32() >>> 6 // 26 bits
    // (integer + 0.5) / 2^53 keeps the value strictly inside (0, 1).
    return (high * 67108864 + low + 0.5) * TWO_POW_MINUS_53
  }
}
