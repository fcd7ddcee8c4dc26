import type { PageDocument } from '../../../schemas/page/schema'
import { pageId } from '../../build'

export const DEMO = 'demo'

type PageFields = Omit<PageDocument, '_id' | '_type'>

/** A demo page document with its stable id. */
export const demoPage = (fields: PageFields): PageDocument => ({ _id: pageId(DEMO, fields.key), _type: 'page', ...fields })
