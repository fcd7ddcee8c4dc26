import type { FunnelContent } from '../../../../schemas/content/schema'
import type { Translate } from '../../../../schemas/languages'

/** The shared UI strings and the translator every checkout view speaks with. */
export interface CheckoutCopy {
  strings: FunnelContent['uiStrings']
  t: Translate
}
