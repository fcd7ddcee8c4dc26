import { funnelContentSchema, type FunnelContent } from '../../../schemas/content/schema'
import { createStore } from '../platform/storage'

/**
 * The content version a session started with. A visitor inside a funnel keeps it across
 * reloads; only a new session picks up newer content.
 */
const store = createStore('session', 'funnels-content')

export const readSessionContent = (key: string): FunnelContent | undefined => store.read(key, funnelContentSchema)
export const pinSessionContent = (key: string, content: FunnelContent): void => store.write(key, content)
