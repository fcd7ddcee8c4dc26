/**
 * "Browser and version on OS" for the first-visit and extended event context (spec 3).
 * Only the major version: minor versions split the analytics report without telling anything.
 */

// Order matters: in-app and derived browsers also carry the tokens of the engine they wrap
// (Edge, Samsung Internet and Opera say Chrome; every iOS browser says Safari).
const BROWSERS: readonly [name: string, pattern: RegExp][] = [
  ['Instagram', /\bInstagram (\d+)/],
  ['Facebook', /\bFBAV\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\b(?:OPR|OPiOS)\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  // Kept apart from Chrome so end-to-end runs and bots are visible in the reports.
  ['HeadlessChrome', /\bHeadlessChrome\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)(?:[\d.]*) (?:Mobile\/\w+ )?Safari\//],
]

// iOS and Android before macOS and Linux: their user agents say "like Mac OS X" and "Linux".
const SYSTEMS: readonly [name: string, pattern: RegExp][] = [
  ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
  ['Android', /\bAndroid\b/],
  ['Windows', /\bWindows\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
]

function browser(userAgent: string): string {
  for (const [name, pattern] of BROWSERS) {
    const version = pattern.exec(userAgent)?.[1]
    if (version) return `${name} ${version}`
  }
  return 'Unknown browser'
}

const system = (userAgent: string): string => SYSTEMS.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? 'Unknown OS'

/** Describes a user agent as 'Chrome 130 on Android'; parts it cannot tell are 'Unknown browser' or 'Unknown OS'. */
export function describeBrowser(userAgent: string): string {
  return `${browser(userAgent)} on ${system(userAgent)}`
}
