import { defineConfig } from 'sanity'
import { structureTool } from 'sanity/structure'
import { schemaTypes } from '../schemas/schemaTypes'
import { dataset, projectId } from './env'
import { deskStructure } from './deskStructure'
import { localLakeWorkspace } from './localLake'
import { funnelPresentation } from './presentation'

export default defineConfig({
  name: 'funnels',
  title: 'Funnels',
  projectId,
  dataset,
  ...localLakeWorkspace(),
  plugins: [structureTool({ structure: deskStructure }), funnelPresentation()],
  schema: {
    types: schemaTypes,
    // uiStrings is a singleton: it is opened from the desk, never created from "new document".
    templates: (templates) => templates.filter((template) => template.schemaType !== 'uiStrings'),
  },
  document: {
    actions: (actions, { schemaType }) =>
      schemaType === 'uiStrings' ? actions.filter((a) => a.action !== 'delete' && a.action !== 'duplicate') : actions,
  },
})
