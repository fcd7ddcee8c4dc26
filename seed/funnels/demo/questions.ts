/** Question pages: scale (basic, text, empathy), radio with option info, checkbox, age. */
import type { PageDocument } from '../../../schemas/page/schema'

export const questionPages: PageDocument[] = []
