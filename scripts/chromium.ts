/** Where Debian's Chromium lives and how it starts on these machines (no sandbox as root, no network chatter). */
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
