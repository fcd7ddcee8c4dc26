/** Number formats shared by the report's tables; a value that could not be measured prints n/a. */
export const NA = 'n/a'

const ok = (value: number) => Number.isFinite(value)

export const ms = (value: number) => (!ok(value) ? NA : value >= 100 ? `${value.toFixed(0)} ms` : `${value.toFixed(1)} ms`)
export const kb = (bytes: number) => (!ok(bytes) ? NA : `${(bytes / 1024).toFixed(1)} KB`)
export const ratio = (value: number) => (!ok(value) ? NA : `${value.toFixed(2)}x`)
export const num = (value: number, digits = 0) => (!ok(value) ? NA : value.toFixed(digits))

/** A markdown table; cells are escaped so HTML snippets and pipes stay text. */
export function table(headings: string[], rows: string[][]): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')
  return [`| ${headings.join(' | ')} |`, `| ${headings.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`)].join('\n')
}

/** Inline code for markup (so `<h1>` shows as text); backticks inside become quotes. */
export const code = (text: string) => (text === '' ? '' : `\`${text.replace(/`/g, "'")}\``)
