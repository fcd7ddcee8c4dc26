/**
 * A lookup by a string that may come from a client: `record[key]` with `key` 'constructor' or
 * 'toString' finds Object.prototype's function instead of nothing. Only the record's own entries
 * count here.
 */
export function ownValue<V>(record: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined
}
