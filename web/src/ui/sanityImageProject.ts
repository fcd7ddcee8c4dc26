import { createContext } from 'react'

/** The Sanity project whose uploaded images a page shows, and where they are served from. */
export interface SanityImageProject {
  projectId: string
  dataset: string
  /** The image host; Sanity's CDN when absent. */
  baseUrl?: string | undefined
}

/** Provided by the app from its Sanity configuration, so these presentational pieces stay free of it. */
export const SanityImageProjectContext = createContext<SanityImageProject | undefined>(undefined)
