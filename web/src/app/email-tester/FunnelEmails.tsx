import { BASE_LANGUAGE, EMAIL_LANGUAGES, LANGUAGE_TITLES, type EmailLanguage } from '../../../../schemas/languages'
import { fillPlaceholders, unknownPlaceholders } from '../../../../schemas/emailTemplate/fillPlaceholders'
import { sampleEmailValues } from '../../../../schemas/emailTemplate/sampleValues'
import { useFunnelContent } from '../../content/useFunnelContent'

const isEmailLanguage = (code: string): code is EmailLanguage => (EMAIL_LANGUAGES as readonly string[]).includes(code)

/** One funnel's templates, one card per language it sends in. */
export function FunnelEmails({ funnelKey }: { funnelKey: string }) {
  const { content } = useFunnelContent(funnelKey)
  const { funnel, emailTemplates } = content
  const languages = (funnel.emailLanguages ?? [BASE_LANGUAGE]).filter(isEmailLanguage)
  const values = sampleEmailValues(funnel.name ?? funnel.key)

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
                <pre className="email-body">{fillPlaceholders(body, values)}</pre>
                {unknown.length > 0 && <p className="email-warning">Unknown placeholders: {unknown.join(', ')}</p>}
              </section>
            )
          })}
        </article>
      ))}
    </section>
  )
}
