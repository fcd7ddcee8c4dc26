import { describe, expect, it } from 'vitest'
import { joinRow, markdownTables, splitRow } from './markdownTables'

describe('markdown tables', () => {
  it('finds each table under its section, the number left out, with its position in the section', () => {
    const lines = `# Benchmarks

## 10. Back office: webhook to fulfilment

| Database | At once | p50 |
| --- | --- | --- |
| PGlite | 1 | 12.9 ms |
| PGlite | 4 | 40.9 ms |

Text between.

| Database | Call | DB share |
| --- | --- | --- |
| PGlite | createPaymentCheckout | 48 % |

## Unnumbered

|---:|
| n |`.split('\n')
    const tables = markdownTables(lines)
    expect(tables.map(({ section, sectionNumber, index, line }) => ({ section, sectionNumber, index, line }))).toEqual([
      { section: 'Back office: webhook to fulfilment', sectionNumber: '10', index: 0, line: 4 },
      { section: 'Back office: webhook to fulfilment', sectionNumber: '10', index: 1, line: 11 },
    ])
    expect(tables[0]!.headers).toEqual(['Database', 'At once', 'p50'])
    expect(tables[0]!.rows).toEqual([
      ['PGlite', '1', '12.9 ms'],
      ['PGlite', '4', '40.9 ms'],
    ])
  })

  it('reads right-aligned separators, and ignores tables inside a code fence', () => {
    const lines = ['## 13. Experiment reports', '', '| Events | Load |', '|---:|---:|', '| 1,000,046 | 0.46 s |', '', '```', '| a | b |', '| --- | --- |', '| 1 | 2 |', '```'].join('\n').split('\n')
    const tables = markdownTables(lines)
    expect(tables).toHaveLength(1)
    expect(tables[0]!.rows).toEqual([['1,000,046', '0.46 s']])
  })

  it('keeps escaped pipes inside their cell and empty cells as empty', () => {
    expect(splitRow('| /demo | `a \\| b` | 50 |  |')).toEqual(['/demo', '`a \\| b`', '50', ''])
    expect(joinRow(['/demo', '`a \\| b`', '50', ''])).toBe('| /demo | `a \\| b` | 50 |  |')
  })
})
