/**
 * The content checks (schemas/content/checks) as Sanity rules on a localised value, each problem
 * a marker on its language's field. The localised types carry them; a field that sets rules of
 * its own replaces its type's rules in Sanity, so such a field adds `...copyRules(rule)`.
 */
import type { ValidationError } from 'sanity'
import { contentChecks } from '../content/checks/contentChecks'
import type { ContentProblemLevel } from '../content/checks/contentProblem'

/** The part of Sanity's rule builders (object, string, number) that the copy checks use. */
export interface CopyRule<R> {
  custom(fn: (value: unknown) => true | string | ValidationError[]): R
  warning(): R
}

/**
 * Errors block publishing (a typed price, a lost placeholder, a "was" price), warnings do not
 * (typography). The value is checked whole because placeholders must match between languages;
 * anything but an object (a field of another type sharing a helper) passes.
 */
export function copyRules<R extends CopyRule<R>>(rule: R): R[] {
  const markers = (level: ContentProblemLevel) => (value: unknown) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return true
    const problems = contentChecks(value as Record<string, unknown>).filter((problem) => problem.level === level)
    return problems.length === 0 ? true : problems.map(({ language, message }) => ({ message, path: [language] }))
  }
  return [rule.custom(markers('error')), rule.custom(markers('warning')).warning()]
}
