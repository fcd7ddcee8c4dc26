/**
 * Where the Studio reads and writes. A real Sanity project when SANITY_STUDIO_PROJECT_ID is set;
 * otherwise a placeholder project id for offline work (schema extract, typegen, build).
 */
export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'local'
export const dataset = process.env.SANITY_STUDIO_DATASET || 'production'
