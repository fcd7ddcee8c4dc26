import { defineConfig } from 'sanity'
import { structureTool } from 'sanity/structure'
import { schemaTypes } from '../schemas/schemaTypes'
import { dataset, projectId } from './env'
import { documentActions } from './actions/documentActions'
import { defaultDocumentNode, deskStructure } from './deskStructure'
import { bilingualInputs } from './inputs/bilingualInputs'
import { localLakeWorkspace } from './localLake'
import { funnelPresentation } from './presentation'
import { SINGLETON_TYPES } from './structure/singletons'
import { experimentsTool } from './tools/experiments/ExperimentsTool'

export default defineConfig({
  name: 'funnels',
  title: 'Funnels',
  projectId,
  dataset,
  ...localLakeWorkspace(),
  plugins: [structureTool({ structure: deskStructure, defaultDocumentNode }), bilingualInputs(), funnelPresentation(), experimentsTool()],
  schema: {
    types: schemaTypes,
    // Singletons (UI strings, site settings) are opened from the desk, never created from "new document".
    templates: (templates) => templates.filter((template) => !SINGLETON_TYPES.includes(template.schemaType)),
  },
  document: { actions: documentActions },
})
