/**
 * For DOM tests only: jsdom has no `CSS.escape`, which user-event needs to find a radio's group
 * when arrow keys move through it. Page keys are plain words and dashes, so escaping any other
 * character is enough.
 */
const css = (globalThis as { CSS?: { escape?: (value: string) => string } }).CSS ?? {}
css.escape ??= (value: string) => value.replace(/[^\w-]/g, (character) => `\\${character}`)
Object.assign(globalThis, { CSS: css })
if (typeof window !== 'undefined') Object.assign(window, { CSS: css })
