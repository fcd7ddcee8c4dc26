/**
 * Every item after the first whose value (`valueOf`) an earlier item already has, with its index:
 * the one way the content checks find something listed twice. Items without a value are left
 * to the required-field checks.
 */
export function repeats<T>(items: readonly T[] | null | undefined, valueOf: (item: T) => string | undefined): { index: number; value: string }[] {
  const seen = new Set<string>()
  const found: { index: number; value: string }[] = []
  ;(items ?? []).forEach((item, index) => {
    const value = valueOf(item)
    if (value === undefined || value === '') return
    if (seen.has(value)) found.push({ index, value })
    seen.add(value)
  })
  return found
}
