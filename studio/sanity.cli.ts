import { defineCliConfig } from 'sanity/cli'
import { dataset, projectId } from './env'

export default defineCliConfig({
  api: { projectId, dataset },
  // `npm run studio:deploy` publishes to <SANITY_STUDIO_HOSTNAME>.sanity.studio.
  ...(process.env.SANITY_STUDIO_HOSTNAME ? { studioHost: process.env.SANITY_STUDIO_HOSTNAME } : {}),
  typegen: {
    path: '../schemas/**/*.ts',
    schema: '../schemas/schema.json',
    generates: '../schemas/sanity.types.ts',
  },
})
