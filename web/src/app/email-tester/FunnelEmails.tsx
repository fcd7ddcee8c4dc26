import { BASE_LANGUAGE, EMAIL_LANGUAGES, LANGUAGE_TITLES, type EmailLanguage } from '../../../../schemas/languages'
import { fillPlaceholders, unknownPlaceholders } from '../../../../schemas/emailTemplate/fillPlaceholders'
import { sampleEmailValues } from '../../../../schemas/emailTemplate/sampleValues'
import { useMemo } from 'react'
import { siteSettings } from '../../content/snapshot'
import { useFunnelContent } from '../../content/useFunnelContent'
import { RenderedEmail } from './RenderedEmail'

const isEmailLanguage = (code: string): code is EmailLanguage => (EMAIL_LANGUAGES as readonly string[]).includes(code)

/** One funnel's templates, one card per language it sends in. */
export function FunnelEmails({ funnelKey }: { funnelKey: string }) {
  const { content } = useFunnelContent(funnelKey)
  const { funnel, emailTemplates } = content
  const languages = (funnel.emailLanguages ?? [BASE_LANGUAGE]).filter(isEmailLanguage)
  const funnelName = funnel.name ?? funnel.key
  // Stable objects: RenderedEmail renders again only when one of them changes.
  const values = useMemo(() => sampleEmailValues(funnelName), [funnelName])
  const context = useMemo(() => ({ funnelName, brand: funnel.emailBrand ?? null, company: siteSettings?.company ?? null, siteUrl: window.location.origin }), [funnelName, funnel.emailBrand])

  return (
    <section className="email-funnel" aria-labelledby={`emails-${funnelKey}`}>
      <h2 id={`emails-${funnelKey}`}>{funnel.name ?? funnel.key}</h2>
      {emailTemplates.length === 0 && <p>This funnel has no e-mail templates yet.</p>}
      {emailTemplates.map((template) => (
        <article key={template._id} className="email-template">
          <h3>{template.name ?? template.key}</h3>
          {languages.map((language) => {
            const missing = !template.subject[language] || !template.body[language]
            const subject = template.subject[language] || template.subject.en
            const body = template.body[language] || template.body.en
            const unknown = unknownPlaceholders(`${subject} ${body}`)
            return (
              <section key={language} className="email-preview" lang={missing ? BASE_LANGUAGE : language} aria-label={`${template.key} in ${LANGUAGE_TITLES[language]}`}>
                <h4>
                  {LANGUAGE_TITLES[language]} {missing && <strong className="email-warning">missing translation: English is sent</strong>}
                </h4>
                <p className="email-subject">{fillPlaceholders(subject, values)}</p>
                <RenderedEmail template={template} language={language} values={values} context={context} title={`${template.key} in ${LANGUAGE_TITLES[language]}, as sent`} />
                {unknown.length > 0 && <p className="email-warning">Unknown placeholders: {unknown.join(', ')}</p>}
              </section>
            )
          })}
        </article>
      ))}
    </section>
  )
}
