import { createStore } from '../../platform/storage/storage'

/** This tab's session store (through platform/storage); the flag is kept under `funnels:preview`. */
export const previewSession = createStore('session', 'funnels')
export const PREVIEW_KEY = 'preview'

/** The path Sanity's Presentation tool opens first (its `previewMode.enable`). */
export const PREVIEW_ENTRY_PATH = '/preview'

/**
 * Whether this tab shows the Studio preview: a flag for this tab only, set by the `/preview`
 * entry. Read on every funnel render, so it stays in the entry script; everything preview mode
 * needs loads only once this is true.
 */
export const inPreview = (): boolean => previewSession.readRaw(PREVIEW_KEY) === 'true'
