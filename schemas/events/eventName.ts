/**
 * Event names as the catalogue declares them: a fixed name ('Email provided') or a family with
 * a bracketed part ('Visited: [page]'). The one place a logged name is taken apart, so no other
 * module matches an event by a prefix.
 */
import { EVENT_CATALOGUE, EVENT_IDS } from './eventCatalogue'
import type { EventId } from './eventPayloads'

interface NamePattern {
  id: EventId
  prefix: string
  /** Undefined for a fixed name. */
  suffix: string | undefined
}

// A part is a bracketed word after a space: '[web] first_visit' is a fixed name.
const FAMILY = /^(.* )\[[a-zA-Z]+\](.*)$/

const patterns: NamePattern[] = EVENT_IDS.map((id) => {
  const name = EVENT_CATALOGUE[id].name
  const family = FAMILY.exec(name)
  return family ? { id, prefix: family[1] ?? '', suffix: family[2] ?? '' } : { id, prefix: name, suffix: undefined }
})

export interface NameMatch {
  id: EventId
  /** A family's part ('offer' in 'Visited: offer'); undefined for a fixed name. */
  part: string | undefined
}

/** The event a logged name belongs to, or undefined for a name the contract does not know. */
export function matchEventName(name: string): NameMatch | undefined {
  const fixed = patterns.find((pattern) => pattern.suffix === undefined && pattern.prefix === name)
  if (fixed) return { id: fixed.id, part: undefined }
  for (const { id, prefix, suffix } of patterns) {
    if (suffix === undefined || name.length <= prefix.length + suffix.length) continue
    if (name.startsWith(prefix) && name.endsWith(suffix)) return { id, part: name.slice(prefix.length, name.length - suffix.length) }
  }
  return undefined
}

/**
 * A family's fixed text around its part ('Visited: ' and ''), for queries that take logged
 * names apart in SQL; throws for a fixed name.
 */
export function familyOf(id: EventId): { prefix: string; suffix: string } {
  const pattern = patterns.find((candidate) => candidate.id === id)
  if (pattern?.suffix === undefined) throw new Error(`The event "${EVENT_CATALOGUE[id].name}" is not a family`)
  return { prefix: pattern.prefix, suffix: pattern.suffix }
}

/** The logged name of an event: a family's name with its part filled in. */
export function eventName(id: EventId, part?: string): string {
  const name = EVENT_CATALOGUE[id].name
  const family = FAMILY.exec(name)
  if (!family) return name
  if (part === undefined || part === '') throw new Error(`The event "${name}" needs its bracketed part`)
  return `${family[1] ?? ''}${part}${family[2] ?? ''}`
}
