/**
 * The Firebase side of the platform, once it has loaded and started: the callables, the event
 * and error senders and registration wait on `platformLoaded()`. A leaf: it imports nothing
 * (the platform's type only), so waiting for the platform never imports the code that loads it
 * (boot/platformLoader), which is what the platform's start imports.
 */
type Platform = typeof import('./firebasePlatform')

let resolveLoaded: (platform: Platform) => void = () => undefined
const loaded = new Promise<Platform>((resolve) => {
  resolveLoaded = resolve
})

export const platformLoaded = (): Promise<Platform> => loaded

/** The loader's word that the platform has started; whoever waits goes on. */
export const markPlatformLoaded = (platform: Platform): void => resolveLoaded(platform)
