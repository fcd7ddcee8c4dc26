import type { ReactNode } from 'react'
import type { PageDocument } from '../../../schemas/page/schema'
import { Paragraphs } from './Paragraphs'
import type { Translate } from '../../../schemas/languages'

interface Props {
  /**
   * The page whose title (h1) and paragraphs open the template. Left out when a choice group
   * names the page in its legend instead.
   */
  page?: Pick<PageDocument, 'title' | 'paragraphs'>
  t: Translate
  /** The template's own class, next to `page-body`. */
  className: string
  /** The title's id, for a group or dialog that the title names. */
  titleId?: string
  /** Before the title: a banner, a story bar, hero images. */
  top?: ReactNode
  /** The template's own content, between the paragraphs and the action. */
  children?: ReactNode
  /** The page's main action, usually Continue. */
  action?: ReactNode
  /** A note under the action (the page's footer), already localised. */
  footer?: string
}

/**
 * What every template repeats: a section with the page's title and paragraphs, the template's
 * content, its main action and an optional footnote, in that order.
 */
export function TemplateShell({ page, t, className, titleId, top, children, action, footer }: Props) {
  return (
    <section className={`page-body ${className}`}>
      {top}
      {page && <h1 id={titleId}>{t(page.title)}</h1>}
      {page && <Paragraphs page={page} t={t} />}
      {children}
      {action}
      {footer && <p className="footnote">{footer}</p>}
    </section>
  )
}
