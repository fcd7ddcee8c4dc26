import { describe, expect, it } from 'vitest'
import type { EmailTemplateDocument } from '../../schemas/emailTemplate/schema'
import type { FunnelDocument } from '../../schemas/funnel/schema'
import { EMAIL_LANGUAGES } from '../../schemas/languages'
import { seedDocuments } from '../dataset'

/**
 * The server fills {{resultName}} only for a visitor whose funnel scored a result (a page with
 * `resultScoring`), and skips a results e-mail whose template names a result the visitor does not
 * have. A funnel that scores nothing must therefore never name a result in its e-mails, or the
 * e-mail its e-mail page promises is never sent.
 */
const documents = seedDocuments()
const byId = new Map(documents.map((doc) => [doc._id, doc]))
const funnels = documents.filter((doc): doc is FunnelDocument => doc._type === 'funnel')

const scoresAResult = (funnel: FunnelDocument) =>
  (funnel.pages ?? []).some((ref) => JSON.stringify(byId.get(ref._ref) ?? null).includes('"_type":"resultScoring"'))
const templatesOf = (funnel: FunnelDocument) => (funnel.emailTemplates ?? []).map((ref) => byId.get(ref._ref) as EmailTemplateDocument | undefined)

/** Every text of the template a reader may see, in every language, that names the result. */
const namesTheResult = (template: EmailTemplateDocument) =>
  EMAIL_LANGUAGES.flatMap((language) => [template.subject[language], template.body[language], template.callToAction?.label[language]])
    .concat(template.callToAction?.url)
    .filter((text) => text !== undefined && /\{\{\s*resultName\s*\}\}/.test(text))

const withoutScoring = funnels.filter((funnel) => !scoresAResult(funnel))

describe('e-mails of funnels that score no result', () => {
  it('are the funnels without a scored result: deeps, demo and the screen-detox pair; leadership and parenting score one', () => {
    expect(withoutScoring.map((funnel) => funnel.key).sort()).toEqual(['deeps', 'demo', 'screendetox', 'screendetoxexp'])
  })

  it.each(withoutScoring.map((funnel) => [funnel.key, funnel] as const))('%s: no template names {{resultName}}', (_key, funnel) => {
    const templates = templatesOf(funnel)
    expect(templates.length).toBeGreaterThan(0)
    for (const template of templates) {
      expect(template, `${funnel.key}: a referenced template is not seeded`).toBeDefined()
      expect(namesTheResult(template!), template!._id).toEqual([])
    }
  })
})
