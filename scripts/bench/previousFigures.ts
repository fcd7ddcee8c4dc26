/**
 * The previous run's figures beside the new ones in BENCHMARKS.md. Generic over the report's
 * tables, so a section added to the bench gets it without knowing: tables are matched by their
 * section's title (its number left out, as sections are renumbered when one is added), rows by
 * their first cell, columns by their heading. Pure: markdown in, markdown out.
 */
import { joinRow, markdownTables, type MarkdownTable } from './markdownTables'

/** How to read the result; the report's header prints it. */
export const PREVIOUS_FIGURES_NOTE =
  'When a previous BENCHMARKS.md was committed (the "Previous run" line below names it), a figure that changed since that run shows its value there beside it: `656 ms (was 758 ms)`. A figure without "(was …)" is unchanged, a row or column marked "(new)" has no previous value, a table that is new says so, and the rows and columns that went away are listed under their table.'

const WAS = ' (was '
const NEW = ' (new)'

const NUMBER = String.raw`[+\-−]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?`
const UNIT = String.raw`(?:\s?(?:ms|µs|ns|s|min|h|B|KB|MB|GB|%|x|×|/s))?`
const FIGURE = NUMBER + UNIT
/** One figure, or several joined as the report writes them: '3 / 79', '4000 of 4000', '3.0 % ± 1.2'. */
const FIGURES = new RegExp(String.raw`^${FIGURE}(?:\s*(?:/|of|±|to|–)\s*${FIGURE})*$`)
/** What the report prints for a number it could not measure. */
const MISSING = /^(?:n\/a|NaN|—|–|-)$/
/** A one-word status: PASS, MISS, passed, failed. */
const WORD = /^[A-Za-z]{2,12}$/
/** A trailing parenthesised note, as in '7.0 ms (/parentingexp)' or 'PASS (margin +2)'. */
const NOTE = /^(.*\S)\s+(\([^()]*\))$/

type Kind = 'figure' | 'missing' | 'word' | 'text'

function parse(text: string): { main: string; note: string; kind: Kind } {
  const noted = NOTE.exec(text)
  const [main, note] = noted ? [noted[1]!, noted[2]!] : [text, '']
  const kind: Kind = FIGURES.test(main) ? 'figure' : MISSING.test(main) ? 'missing' : WORD.test(main) ? 'word' : 'text'
  return { main, note, kind }
}

/** A cell of a previous report without the annotations that report added to it. */
export function withoutAnnotations(cell: string): string {
  const was = cell.indexOf(WAS)
  const bare = was >= 0 && cell.endsWith(')') ? cell.slice(0, was) : cell
  return bare.endsWith(NEW) ? bare.slice(0, -NEW.length) : bare
}

/**
 * The new cell with the previous one beside it, when both are figures, one-word statuses or a
 * missing value (n/a, NaN, —) and what they say differs; a note in parentheses after a figure
 * ('(/deeps)', the worst page) is not compared but kept beside the previous figure when it
 * changed. Text cells (labels, errors, markup) stay as they are.
 */
export function besidePrevious(now: string, before: string): string {
  const [a, b] = [parse(now), parse(before)]
  if (a.main === b.main || a.kind === 'text' || b.kind === 'text' || (a.kind === 'missing' && b.kind === 'missing')) return now
  const previous = b.kind === 'figure' && b.note && b.note !== a.note ? `${b.main} ${b.note}` : b.main
  return `${now}${WAS}${previous})`
}

const sameColumns = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n')

/** Each new table's previous table: same section title and position, else the only one (or the one numbered alike) with the same columns. */
function pairTables(now: MarkdownTable[], before: MarkdownTable[]): Map<MarkdownTable, MarkdownTable> {
  const pairs = new Map<MarkdownTable, MarkdownTable>()
  const free = (table: MarkdownTable) => ![...pairs.values()].includes(table)
  const title = (table: MarkdownTable) => table.section.replace(/\s+/g, ' ').trim().toLowerCase()
  for (const table of now) {
    const same = before.find((old) => free(old) && title(old) === title(table) && old.index === table.index)
    if (same) pairs.set(table, same)
  }
  // A renamed section keeps its columns.
  for (const table of now.filter((table) => !pairs.has(table))) {
    const candidates = before.filter((old) => free(old) && sameColumns(old.headers, table.headers))
    const renamed = candidates.length === 1 ? candidates[0] : candidates.find((old) => old.sectionNumber === table.sectionNumber && old.index === table.index)
    if (renamed) pairs.set(table, renamed)
  }
  return pairs
}

/** The fewest leading columns that tell the new table's rows apart (the label alone, unless it repeats). */
function keyWidth(table: MarkdownTable): number {
  for (let width = 1; width < table.headers.length; width++) {
    const keys = table.rows.map((row) => JSON.stringify(row.slice(0, width)))
    if (new Set(keys).size === keys.length) return width
  }
  return table.headers.length
}

/**
 * For each new row, the index of its previous row or -1: first by label and, when a label
 * repeats, the columns after it that tell the rows apart (by heading); then by label in order
 * (the nth '/demo' is the nth '/demo'); then rows labelled by a figure (a size, a count) in order.
 */
export function pairRows(now: MarkdownTable, before: MarkdownTable): number[] {
  const pairs = now.rows.map(() => -1)
  const taken = new Set<number>()
  const pick = (index: number, match: (old: string[]) => boolean) => {
    const found = before.rows.findIndex((old, oldIndex) => !taken.has(oldIndex) && match(old))
    if (found < 0) return
    pairs[index] = found
    taken.add(found)
  }
  const extra = now.headers.slice(1, keyWidth(now))
  const columns = extra.map((heading) => before.headers.indexOf(heading))
  if (!columns.includes(-1)) now.rows.forEach((row, index) => pick(index, (old) => old[0] === row[0] && columns.every((column, at) => old[column] === row[at + 1])))
  now.rows.forEach((row, index) => pairs[index] === -1 && pick(index, (old) => old[0] === row[0]))
  const figureLabel = (row: string[]) => parse(row[0] ?? '').kind === 'figure'
  now.rows.forEach((row, index) => pairs[index] === -1 && figureLabel(row) && pick(index, figureLabel))
  return pairs
}

/** The new table's lines with the previous figures beside its own, and what went away under it. */
function annotate(now: MarkdownTable, before: MarkdownTable, separator: string): string[] {
  const columns = now.headers.map((heading, index) => (index === 0 ? 0 : before.headers.indexOf(heading)))
  const headers = now.headers.map((heading, index) => (columns[index]! < 0 ? `${heading}${NEW}` : heading))
  const pairs = pairRows(now, before)
  const rows = now.rows.map((row, index) => {
    const old = before.rows[pairs[index]!]
    if (!old) return row.map((cell, at) => (at === 0 ? `${cell}${NEW}` : cell))
    return row.map((cell, at) => (columns[at]! < 0 ? cell : besidePrevious(cell, old[columns[at]!] ?? '')))
  })
  const goneRows = before.rows.filter((_, index) => !pairs.includes(index)).map((row) => row[0] || '(unlabelled)')
  const goneColumns = before.headers.slice(1).filter((heading) => !now.headers.includes(heading))
  // Quoted: labels have commas and semicolons of their own.
  const list = (what: string, labels: string[]) => (labels.length ? `${what} ${labels.map((label) => `"${label}"`).join(', ')}` : '')
  const gone = [list('rows', goneRows), list('columns', goneColumns)].filter(Boolean)
  return [joinRow(headers), separator, ...rows.map(joinRow), ...(gone.length ? ['', `Gone since the previous run: ${gone.join('; ')}.`] : [])]
}

/** 'Previous run: <date>, commit <hash>' from the previous report's header lines. */
function previousRun(previous: string): string {
  const date = /^- Date: (.*)$/m.exec(previous)?.[1]?.trim() ?? 'date unknown'
  const commit = /^- Commit: (\S+)(.*)$/m.exec(previous)
  const hash = commit ? `commit ${commit[1]}${commit[2]!.includes('uncommitted') ? ' with uncommitted changes' : ''}` : 'commit unknown'
  return `Previous run: ${date}, ${hash}`
}

/**
 * The new report with each figure's previous value beside it (see PREVIOUS_FIGURES_NOTE), and
 * the previous run's date and commit once in the header's list. Without a previous report
 * (empty text) the new one comes back unchanged. The previous report may itself carry these
 * annotations: they are read past.
 */
export function withPreviousFigures(newMarkdown: string, previousMarkdown: string): string {
  if (previousMarkdown.trim() === '') return newMarkdown
  const lines = newMarkdown.split('\n')
  const now = markdownTables(lines)
  const before = markdownTables(previousMarkdown.split('\n')).map((table) => ({ ...table, headers: table.headers.map(withoutAnnotations), rows: table.rows.map((row) => row.map(withoutAnnotations)) }))
  const pairs = pairTables(now, before)
  // From the last table up, so each table's line numbers still hold when it is replaced.
  for (const table of [...now].reverse()) {
    const old = pairs.get(table)
    const replacement = old ? annotate(table, old, lines[table.line + 1]!) : ['New since the previous run: no previous figures.', '', ...lines.slice(table.line, table.line + 2 + table.rows.length)]
    lines.splice(table.line, 2 + table.rows.length, ...replacement)
  }
  // Once, at the end of the header's list (date, commit, machine), before the first section.
  const firstSection = lines.findIndex((line) => line.startsWith('## '))
  const head = firstSection < 0 ? lines : lines.slice(0, firstSection)
  const listStart = head.findIndex((line) => line.startsWith('- '))
  if (listStart < 0) lines.splice(1, 0, '', previousRun(previousMarkdown))
  else {
    let listEnd = listStart
    while (lines[listEnd + 1]?.startsWith('- ')) listEnd++
    lines.splice(listEnd + 1, 0, `- ${previousRun(previousMarkdown)}`)
  }
  return lines.join('\n')
}
