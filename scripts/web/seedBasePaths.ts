import { seedDocuments } from '../../seed/dataset'

/** The base path of every funnel in the seed, the funnels firebase.json names. */
export function seedBasePaths(): string[] {
  return seedDocuments().flatMap((doc) => (doc._type === 'funnel' && 'basePath' in doc && typeof doc.basePath === 'string' ? [doc.basePath] : []))
}
