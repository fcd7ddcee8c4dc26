import { useEffect, useState } from 'react'
import type { EmailContext } from '../../../../schemas/emailLayout/emailContext'
import { renderBrandedEmail } from '../../../../schemas/emailLayout/renderBrandedEmail'
import type { PlaceholderValues } from '../../../../schemas/emailTemplate/fillPlaceholders'
import type { EmailTemplateDocument } from '../../../../schemas/emailTemplate/schema'

interface RenderedEmailProps {
  template: EmailTemplateDocument
  language: string
  values: PlaceholderValues
  context: EmailContext
  title: string
}

/** The e-mail as it is sent (the layout the functions and the Studio use), in a phone-wide frame. */
export function RenderedEmail({ template, language, values, context, title }: RenderedEmailProps) {
  const [html, setHtml] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    renderBrandedEmail(template, language, values, context)
      .then((email) => live && setHtml(email.html))
      .catch(() => live && setHtml(''))
    return () => {
      live = false
    }
  }, [template, language, values, context])
  if (html === null) return null
  return <iframe className="email-frame" title={title} srcDoc={html} sandbox="" width={390} height={640} />
}
