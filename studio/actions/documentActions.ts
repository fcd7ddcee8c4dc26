import type { DocumentActionsResolver } from 'sanity'
import { SINGLETON_BLOCKED_ACTIONS, SINGLETON_TYPES } from '../structure/singletons'
import { OpenInFunnelAction } from './OpenInFunnelAction'

/** Singletons cannot be deleted, duplicated or unpublished; pages and funnels open in the renderer. */
export const documentActions: DocumentActionsResolver = (previous, { schemaType }) => {
  const allowed = SINGLETON_TYPES.includes(schemaType) ? previous.filter((action) => !action.action || !SINGLETON_BLOCKED_ACTIONS.includes(action.action)) : previous
  return schemaType === 'page' || schemaType === 'funnel' ? [...allowed, OpenInFunnelAction] : allowed
}
