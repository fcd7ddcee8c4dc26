/** Result and plan pages: charts, plan reveal, promise, method, expert, before/after, comparisons. */
import type { PageDocument } from '../../../schemas/page/schema'

export const resultPages: PageDocument[] = []
