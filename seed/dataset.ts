import { deepsDocuments } from './funnels/deeps/index'
import { demoDocuments } from './funnels/demo/index'
import { leadershipDocuments } from './funnels/leadership/index'
import { parentingDocuments } from './funnels/parenting/index'
import { parentingexpDocuments } from './funnels/parentingexp/index'
import { screendetoxDocuments } from './funnels/screendetox/index'
import { screendetoxexpDocuments } from './funnels/screendetoxexp/index'
import { sharedOptionSets } from './optionSets'
import { siteSettings } from './siteSettings'
import { themeDocuments } from './themes'
import { uiStrings } from './uiStrings'

/** Every seed document, in a stable order. Ids are fixed, so importing twice changes nothing. */
export function seedDocuments() {
  return [uiStrings, siteSettings, ...sharedOptionSets, ...themeDocuments, ...leadershipDocuments, ...deepsDocuments, ...demoDocuments, ...parentingDocuments, ...parentingexpDocuments, ...screendetoxDocuments, ...screendetoxexpDocuments]
}

/** One document per line, as `sanity dataset import` and the local lake read it. */
export function toNdjson(documents: readonly object[]): string {
  return documents.map((doc) => JSON.stringify(doc)).join('\n') + '\n'
}
