/**
 * The contact sheet's index page: one section per funnel, one row per page, the phone shot of
 * each language beside the desktop one, every image a link to its full size. Plain HTML with no
 * script, so it opens from the file system.
 */
import type { ShotTarget } from './shotTargets'

export interface SheetShot {
  target: ShotTarget
  language: string
  /** File per viewport name, relative to the index; a missing one failed and says why in `problem`. */
  files: Record<string, string>
  /** The address the page ended on when it is not the one opened (a page that sends the visitor elsewhere). */
  landedOn?: string
  problem?: string
}

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

function cell(shot: SheetShot | undefined, viewport: string): string {
  const file = shot?.files[viewport]
  if (!file) return `<td class="missing">${escape(shot?.problem ?? 'not taken')}</td>`
  return `<td><a href="${escape(file)}"><img src="${escape(file)}" alt="" loading="lazy" class="${escape(viewport)}"></a></td>`
}

/** The index HTML for the shots taken, grouped by funnel in the targets' order. */
export function contactSheet(shots: readonly SheetShot[], { languages, viewports, takenAt }: { languages: readonly string[]; viewports: readonly string[]; takenAt: Date }): string {
  const funnels = [...new Set(shots.map((shot) => shot.target.funnel))]
  const sections = funnels.map((funnel) => {
    const ofFunnel = shots.filter((shot) => shot.target.funnel === funnel)
    const targets = [...new Map(ofFunnel.map((shot) => [shot.target.position, shot.target])).values()].sort((a, b) => a.position - b.position)
    const header = languages.flatMap((language) => viewports.map((viewport) => `<th>${escape(language.toUpperCase())} · ${escape(viewport)}</th>`)).join('')
    const rows = targets.map((target) => {
      const of = (language: string) => ofFunnel.find((shot) => shot.target.position === target.position && shot.language === language)
      const landed = [...new Set(languages.flatMap((language) => of(language)?.landedOn ?? []))]
      const note = landed.length > 0 ? `<br><small>shows ${escape(landed.join(', '))}</small>` : ''
      const cells = languages.flatMap((language) => viewports.map((viewport) => cell(of(language), viewport))).join('')
      return `<tr><th scope="row">${target.position}. ${escape(target.key)}<br><small>${escape(target.route)} · ${escape(target.componentType)}</small>${note}</th>${cells}</tr>`
    })
    return `<section id="${escape(funnel)}"><h2>${escape(funnel)} (${targets.length} pages)</h2><table><thead><tr><th>Page</th>${header}</tr></thead><tbody>${rows.join('\n')}</tbody></table></section>`
  })
  const nav = funnels.map((funnel) => `<a href="#${escape(funnel)}">${escape(funnel)}</a>`).join(' · ')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Contact sheet: every page of every funnel</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 1rem; color: #1b1b1f; }
table { border-collapse: collapse; }
th, td { border-top: 1px solid #ddd; padding: 0.5rem; vertical-align: top; text-align: left; }
thead th { position: sticky; top: 0; background: #fff; }
img.phone { width: 195px; }
img.desktop { width: 320px; }
td.missing { color: #b3261e; max-width: 195px; }
</style></head>
<body><h1>Contact sheet</h1><p>Taken ${escape(takenAt.toISOString())}. ${nav}</p>
${sections.join('\n')}
</body></html>
`
}
