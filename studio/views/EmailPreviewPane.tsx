import { Box, Card, Flex, Spinner, Stack, Text } from '@sanity/ui'
import { useEffect, useMemo, useState } from 'react'
import { useClient } from 'sanity'
import type { UserViewComponent } from 'sanity/structure'
import { renderBrandedEmail } from '../../schemas/emailLayout/renderBrandedEmail'
import { emailTemplateSchema, type EmailTemplateDocument } from '../../schemas/emailTemplate/schema'
import { sampleEmailValues } from '../../schemas/emailTemplate/sampleValues'
import { STUDIO_API_VERSION } from '../../schemas/studio/studioValidators'
import { previewUrl } from '../env'
import { EMAIL_PREVIEW_CONTEXT, emailPreviewContextSchema, type EmailPreviewContext } from './emailPreviewContext'

/** The languages copywriters write in: the pages' two, side by side. */
const LANGUAGES = [
  { code: 'en', title: 'English' },
  { code: 'pl', title: 'Polski' },
] as const

interface Rendered {
  code: string
  title: string
  subject: string
  html: string
  /** The language has no copy of its own: English is sent. */
  fallback: boolean
}

const PHONE_WIDTH = 390

function useEmailContext(documentId: string): EmailPreviewContext | null {
  const client = useClient({ apiVersion: STUDIO_API_VERSION })
  const [context, setContext] = useState<EmailPreviewContext | null>(null)
  useEffect(() => {
    let live = true
    const id = documentId.replace(/^drafts\./, '')
    client
      .fetch(EMAIL_PREVIEW_CONTEXT, { id }, { perspective: 'drafts' })
      .then((raw: unknown) => {
        const parsed = emailPreviewContextSchema.safeParse(raw)
        if (live) setContext(parsed.success ? parsed.data : { funnel: null, company: null })
      })
      .catch(() => live && setContext({ funnel: null, company: null }))
    return () => {
      live = false
    }
  }, [client, documentId])
  return context
}

function useRendered(template: EmailTemplateDocument | null, context: EmailPreviewContext | null): Rendered[] | null {
  const [rendered, setRendered] = useState<Rendered[] | null>(null)
  useEffect(() => {
    if (!template || !context) return
    let live = true
    const funnelName = context.funnel?.name ?? context.funnel?.key ?? 'Stepwise'
    const emailContext = { funnelName, brand: context.funnel?.emailBrand ?? null, company: context.company ?? null, siteUrl: previewUrl }
    Promise.all(
      LANGUAGES.map(async ({ code, title }) => {
        const { subject, html } = await renderBrandedEmail(template, code, sampleEmailValues(funnelName), emailContext)
        const fallback = !template.subject[code]?.trim() || !template.body[code]?.trim()
        return { code, title, subject, html, fallback }
      }),
    )
      .then((result) => live && setRendered(result))
      .catch(() => live && setRendered([]))
    return () => {
      live = false
    }
  }, [template, context])
  return rendered
}

/**
 * The e-mail as it is sent, in English and Polish side by side, each at a phone's width: the same
 * layout code the functions send with (schemas/emailLayout), the funnel's brand, the company's
 * footer and the sample values the e-mail tester uses. It follows the form as it is typed.
 */
export const EmailPreviewPane: UserViewComponent = ({ document, documentId }) => {
  // Parsed once per edit: a new template object on every render would render the e-mails again and again.
  const parsed = useMemo(() => emailTemplateSchema.safeParse(document.displayed), [document.displayed])
  const template = parsed.success ? parsed.data : null
  const context = useEmailContext(documentId)
  const rendered = useRendered(template, context)

  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return (
      <Box padding={4}>
        <Text>The preview appears once the template is complete ({issue ? `${issue.path.join('.') || 'template'}: ${issue.message}` : 'invalid'}).</Text>
      </Box>
    )
  }
  if (!rendered) {
    return (
      <Flex padding={4} justify="center">
        <Spinner />
      </Flex>
    )
  }
  return (
    <Box padding={4}>
      <Stack space={4}>
        {!context?.funnel && <Text muted>No funnel sends this template yet: shown with the default brand.</Text>}
        <Flex gap={4} wrap="wrap">
          {rendered.map((language) => (
            <Card key={language.code} radius={2} border padding={3} style={{ width: PHONE_WIDTH + 26 }}>
              <Stack space={3}>
                <Text weight="semibold">
                  {language.title}
                  {language.fallback ? ' · missing translation: English is sent' : ''}
                </Text>
                <Text size={1}>Subject: {language.subject}</Text>
                <iframe title={`${language.title} e-mail preview`} srcDoc={language.html} sandbox="" style={{ width: PHONE_WIDTH, height: 720, border: '1px solid #ddd', borderRadius: 8, background: '#fff' }} />
              </Stack>
            </Card>
          ))}
        </Flex>
      </Stack>
    </Box>
  )
}
