import { describe, expect, it } from 'vitest'
import type { AbTestDocument } from '../../schemas/abTest/schema'
import type { PageDocument } from '../../schemas/page/schema'
import { deepsDocuments } from '../funnels/deeps/index'
import { demoDocuments } from '../funnels/demo/index'
import { leadershipDocuments } from '../funnels/leadership/index'
import { parentingDocuments } from '../funnels/parenting/index'
import { parentingexpDocuments } from '../funnels/parentingexp/index'
import { screendetoxDocuments } from '../funnels/screendetox/index'
import { screendetoxexpDocuments } from '../funnels/screendetoxexp/index'
import { processFunnel } from './processTestKit'

const FUNNELS = {
  leadership: leadershipDocuments,
  deeps: deepsDocuments,
  demo: demoDocuments,
  parenting: parentingDocuments,
  parentingexp: parentingexpDocuments,
  screendetox: screendetoxDocuments,
  screendetoxexp: screendetoxexpDocuments,
}

const split = (documents: readonly { _type: string }[]) => ({
  pages: documents.filter((doc): doc is PageDocument => doc._type === 'page'),
  tests: documents.filter((doc): doc is AbTestDocument => doc._type === 'abTest'),
})

/** No variants (the defaults), then every variant of every test on its own. */
const assignments = (tests: readonly AbTestDocument[]) => [{}, ...tests.flatMap((test) => (test.variants ?? []).map((variant) => ({ [test.key]: variant.value })))]

describe('the account page of every funnel', () => {
  it.each(Object.entries(FUNNELS))('%s: one registration page, last, after a congratulations page whose button leads on, whatever the variants', (name, documents) => {
    const { pages, tests } = split(documents)
    for (const variants of assignments(tests)) {
      const processed = processFunnel(pages, tests, variants)
      const registration = processed.filter((page) => page.componentType === 'registration')
      expect(registration, `${name} ${JSON.stringify(variants)}`).toHaveLength(1)
      expect(processed.at(-1), `${name} ${JSON.stringify(variants)}`).toBe(registration[0])
      const congrats = processed.find((page) => page.key === 'congrats')!
      expect(congrats.buttonText?.en, name).toBeTruthy()
      expect(congrats.buttonText?.pl, name).toBeTruthy()
      // Right after congratulations, except in the demo, where the showcase goes on first (seed/funnels/demo/register.ts).
      if (name !== 'demo') expect(processed[processed.indexOf(congrats) + 1], name).toBe(registration[0])
    }
  })

  it.each(Object.entries(FUNNELS))('%s: its copy is in English and Polish', (_name, documents) => {
    const page = split(documents).pages.find((candidate) => candidate.componentType === 'registration')!
    for (const text of [page.title, page.buttonText, ...(page.paragraphs ?? [])]) {
      expect(text?.en).toBeTruthy()
      expect(text?.pl).toBeTruthy()
    }
  })
})
