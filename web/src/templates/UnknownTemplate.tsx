import { useEffect } from 'react'
import { reportError } from '../platform/events/errors'
import { PrimaryButton } from '../ui/PrimaryButton'
import type { TemplateProps } from './TemplateProps'

/** Shown, instead of a blank page, when a page names a template this build does not have. */
export function UnknownTemplate({ page, strings, t, onNext }: TemplateProps) {
  useEffect(() => {
    reportError({ source: 'templates', message: `No template for componentType "${page.componentType}" (page ${page._id})` })
  }, [page._id, page.componentType])
  return (
    <section className="page-body" data-unknown-template={page.componentType}>
      <p role="alert">{t(strings.unknownTemplate)}</p>
      <PrimaryButton onClick={onNext}>{t(strings.continue)}</PrimaryButton>
    </section>
  )
}
