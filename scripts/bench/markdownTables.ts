/**
 * The tables of a markdown document as the bench report writes them (`format.ts`'s `table`): a
 * header row, a separator row, then one row per line, cells split on unescaped pipes.
 */

/** A table found in a document, its cells as written (escapes kept), and where it sits. */
export interface MarkdownTable {
  /** The heading above it without its number: '## 9. Budgets (x)' gives 'Budgets (x)'. */
  section: string
  /** The heading's number ('9'), or '' for a heading without one. */
  sectionNumber: string
  /** Its position among its section's tables, from 0. */
  index: number
  /** The line of its header row; the separator follows, then its rows. */
  line: number
  headers: string[]
  rows: string[][]
}

const HEADING = /^#{1,6}\s+(?:(\d+(?:\.\d+)*)\.?\s+)?(.*?)\s*$/
const SEPARATOR = /^\|(?:\s*:?-+:?\s*\|)+$/
const isRow = (line: string | undefined) => line !== undefined && line.trimStart().startsWith('|')

/** A table row's cells, trimmed; escaped pipes (`\|`) stay inside their cell. */
export function splitRow(line: string): string[] {
  const inner = line.trim().replace(/^\|/, '').replace(/(?<!\\)\|$/, '')
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim())
}

/** A row line from cells already escaped, as `format.ts`'s `table` writes it. */
export const joinRow = (cells: string[]) => `| ${cells.join(' | ')} |`

/** Every table of the document, in order; `lines` is the document split on newlines. */
export function markdownTables(lines: string[]): MarkdownTable[] {
  const tables: MarkdownTable[] = []
  let section = ''
  let sectionNumber = ''
  let index = 0
  let fenced = false
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    // A table or heading inside a code fence is text, not part of the report's structure.
    if (line.trimStart().startsWith('```')) fenced = !fenced
    if (fenced) continue
    const heading = HEADING.exec(line)
    if (heading) {
      section = heading[2]!
      sectionNumber = heading[1] ?? ''
      index = 0
      continue
    }
    if (!isRow(line) || !SEPARATOR.test(lines[i + 1]?.trim() ?? '')) continue
    const rows: string[][] = []
    let next = i + 2
    while (isRow(lines[next])) rows.push(splitRow(lines[next++]!))
    tables.push({ section, sectionNumber, index: index++, line: i, headers: splitRow(line), rows })
    i = next - 1
  }
  return tables
}
