import { PortableText, type PortableTextComponents } from '@portabletext/react'
import { useEffect, useMemo } from 'react'
import type { PageLanguage } from '../../../schemas/languages'
import type { LocalePortableText } from '../../../schemas/localized/schema'
import { typeset } from '../../../schemas/content/typeset'
import { findUnknown, safeHref } from './richTextCheck'
import './RichText.css'

interface Props {
  /** The localised rich text; the visitor's language, English when theirs is missing or empty. */
  value: LocalePortableText | undefined
  language: PageLanguage
  /**
   * Told once per unknown block type, style, list kind or mark (ui/ reports nothing itself; the
   * template passes the error reporter). Unknown blocks render nothing; the text under an
   * unknown mark shows plainly, so a copywriter's words are never lost to a formatting choice.
   */
  onUnknown?: (what: string) => void
  className?: string
}

const components: Partial<PortableTextComponents> = {
  marks: {
    link: ({ value, children }) => {
      const safe = safeHref(typeof value?.href === 'string' ? value.href : undefined)
      if (!safe) return <>{children}</>
      return safe.external ? (
        <a href={safe.href} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      ) : (
        <a href={safe.href}>{children}</a>
      )
    },
  },
  unknownMark: ({ children }) => <>{children}</>,
  unknownType: () => null,
  unknownBlockStyle: ({ children }) => <p>{children}</p>,
  unknownList: ({ children }) => <ul>{children}</ul>,
  unknownListItem: ({ children }) => <li>{children}</li>,
}

/** A page's Portable Text (bold, italics, links, lists) in the visitor's language. */
export function RichText({ value, language, onUnknown, className = 'rich-text' }: Props) {
  const blocks = useMemo(() => {
    const own = value?.[language]
    const isOwn = own !== undefined && own.length > 0
    const chosen = isOwn ? own : (value?.en ?? [])
    const textLanguage = isOwn ? language : 'en'
    // Stored blocks may lack children or a span its text (an emptied line): read them as empty.
    // Each span is typeset for its language (Polish no-break spaces, en dashes), as plain copy is.
    return chosen.map((block) => ({ ...block, children: (block.children ?? []).map((span) => ({ ...span, text: typeset(span.text ?? '', textLanguage) })) }))
  }, [value, language])
  // Joined, so an unchanged value reports once however often the page re-renders.
  const unknown = useMemo(() => findUnknown(blocks).join('\n'), [blocks])
  useEffect(() => {
    if (unknown) for (const what of unknown.split('\n')) onUnknown?.(what)
  }, [unknown, onUnknown])
  if (blocks.length === 0) return null
  return (
    <div className={className}>
      <PortableText value={blocks} components={components} onMissingComponent={false} />
    </div>
  )
}
