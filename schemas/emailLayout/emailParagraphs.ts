/** A piece of a paragraph: plain text, a web address to link, or a line break. */
export type EmailSegment = { kind: 'text'; text: string } | { kind: 'link'; url: string } | { kind: 'break' }

/** Web addresses; a trailing full stop, comma or bracket ends the sentence, not the URL. */
const URL_PATTERN = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/g

function lineSegments(line: string): EmailSegment[] {
  const segments: EmailSegment[] = []
  let last = 0
  for (const match of line.matchAll(URL_PATTERN)) {
    if (match.index > last) segments.push({ kind: 'text', text: line.slice(last, match.index) })
    segments.push({ kind: 'link', url: match[0] })
    last = match.index + match[0].length
  }
  if (last < line.length) segments.push({ kind: 'text', text: line.slice(last) })
  return segments
}

/**
 * A body's paragraphs as segments: blank lines make paragraphs, single line breaks stay line
 * breaks, web addresses become links. Nothing here is markup: the layout renders each segment
 * through React, which escapes every character a visitor's value may bring.
 */
export function emailParagraphs(body: string): EmailSegment[][] {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => paragraph.split('\n').flatMap((line, index): EmailSegment[] => [...(index > 0 ? [{ kind: 'break' as const }] : []), ...lineSegments(line)]))
}
