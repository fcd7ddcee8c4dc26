/**
 * Makes the funnels' e-mail logos once: each brand's wordmark drawn in Chromium and saved as a
 * PNG under web/public/email/ (e-mail clients do not show SVG). The wordmark sits on a white
 * rounded plate with a transparent edge, so it reads on light and dark mail alike; the file is
 * twice the size the e-mail shows (40 px high), for sharp screens. Prints each logo's shown
 * width, which the seed's emailBrand takes. Run: npx tsx scripts/mail/emailLogos.ts
 */
import { mkdir } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from '../chromium'

/** Funnel key -> the brand its e-mails carry (the experiments share their original's). */
const WORDMARKS: Record<string, string> = {
  leadership: 'Stepwise Leadership',
  deeps: 'Deeps',
  demo: 'Demo',
  parenting: 'Stepwise Parenting',
  parentingexp: 'Stepwise Parenting',
  screendetox: 'Calm Screens',
  screendetoxexp: 'Calm Screens',
}

const ACCENT = '#2f5bea'
const INK = '#1b1b1f'

const page = (name: string) => `<!doctype html><html><body style="margin:0;background:transparent">
<div id="logo" style="display:inline-flex;align-items:center;gap:16px;height:80px;padding:0 28px;box-sizing:border-box;background:#fff;border-radius:20px;
  font:700 34px/1 system-ui,-apple-system,'Segoe UI',Roboto,'DejaVu Sans',sans-serif;color:${INK};letter-spacing:-0.5px">
  <span style="width:30px;height:30px;border-radius:9px;background:${ACCENT};display:inline-block"></span>${name}
</div></body></html>`

const outDir = resolve(import.meta.dirname, '../../web/public/email')
await mkdir(outDir, { recursive: true })
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
try {
  const tab = await browser.newPage({ deviceScaleFactor: 1 })
  for (const [key, name] of Object.entries(WORDMARKS)) {
    await tab.setContent(page(name))
    const logo = tab.locator('#logo')
    const box = await logo.boundingBox()
    await logo.screenshot({ path: join(outDir, `${key}.png`), omitBackground: true })
    console.log(`${key}: ${name}, shown ${Math.ceil((box?.width ?? 0) / 2)} x 40`)
  }
} finally {
  await browser.close()
}
