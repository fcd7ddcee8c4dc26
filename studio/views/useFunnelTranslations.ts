import { useEffect, useState } from 'react'
import { useDocumentStore } from 'sanity'
import * as z from 'zod/mini'
import { languagesToTranslate, translationReport, type DocumentTranslations } from '../../schemas/studio/missingTranslations'
import { idPair, liveQuery } from '../structure/liveQuery'

/** A funnel and the documents whose copy it shows (its theme's logo alt text too), drafts included (what the editor sees). */
const FUNNEL_DOCUMENTS = {
  fetch: `*[_id == $id][0]{
    "funnel": @,
    "pages": pages[]->,
    "optionSets": pages[]->optionSet->,
    "emailTemplates": emailTemplates[]->,
    "theme": theme->
  }`,
  listen: `*[_type in ["funnel", "page", "optionSet", "emailTemplate", "theme"]]`,
}
const documents = z.nullish(z.array(z.unknown()))
const answerSchema = z.nullable(z.object({ funnel: z.unknown(), pages: documents, optionSets: documents, emailTemplates: documents, theme: z.nullish(z.unknown()) }))
const emailLanguagesSchema = z.object({ emailLanguages: z.nullish(z.array(z.string())) })

export type TranslationState = { status: 'loading' } | { status: 'ready'; report: DocumentTranslations[] } | { status: 'failed'; message: string }

/** The funnel's missing translations, kept up to date while documents change. */
export function useFunnelTranslations(funnelId: string | undefined): TranslationState {
  const documentStore = useDocumentStore()
  const [state, setState] = useState<TranslationState>({ status: 'loading' })
  useEffect(() => {
    if (!funnelId) return
    const subscription = liveQuery(documentStore, FUNNEL_DOCUMENTS, idPair(funnelId), answerSchema, null).subscribe({
      next: (answer) => {
        if (!answer) return setState({ status: 'ready', report: [] })
        const email = z.safeParse(emailLanguagesSchema, answer.funnel)
        const languagesOf = (document: unknown) => languagesToTranslate(document, email.success ? email.data.emailLanguages : [])
        const all = [answer.funnel, ...(answer.pages ?? []), ...(answer.optionSets ?? []), ...(answer.emailTemplates ?? []), ...(answer.theme ? [answer.theme] : [])]
        setState({ status: 'ready', report: translationReport(all, languagesOf) })
      },
      error: (error: unknown) => setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
    })
    return () => subscription.unsubscribe()
  }, [documentStore, funnelId])
  return state
}
