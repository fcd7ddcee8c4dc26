/**
 * Where the Studio reads and writes, and which renderer it previews. A real Sanity project when
 * SANITY_STUDIO_PROJECT_ID is set; otherwise the local content lake (no account, no login).
 * `sanity dev` and `sanity build` replace these SANITY_STUDIO_* variables at build time.
 */
export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'local'
export const dataset = process.env.SANITY_STUDIO_DATASET || 'production'

/** No real project configured: the Studio talks to the local lake. */
export const usesLocalLake = !process.env.SANITY_STUDIO_PROJECT_ID

/**
 * The local lake's HTTPS address. The Studio needs HTTP/2 (over HTTP/1.1 its listeners take all
 * six connections a browser allows per host), and browsers speak HTTP/2 only over TLS.
 */
export const localLakeUrl = process.env.SANITY_STUDIO_LAKE_URL || 'https://127.0.0.1:3900'

/** The funnel renderer that the Presentation tool and the 'Open in funnel' action show. */
export const previewUrl = process.env.SANITY_STUDIO_PREVIEW_URL || 'http://localhost:5173'
