import { defineCliConfig } from 'sanity/cli'
import { dataset, projectId } from './env'

export default defineCliConfig({
  api: { projectId, dataset },
  typegen: {
    path: '../schemas/**/*.ts',
    schema: '../schemas/schema.json',
    generates: '../schemas/sanity.types.ts',
  },
})
