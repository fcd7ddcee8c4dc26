/** `data/actions`: the Actions API, one transaction per request. */
import * as z from 'zod'
import { applyAction, documentAction } from '../actions'
import { requireDataset, type LakeContext, type Route } from '../context'
import { badRequest, readJson, sendJson } from '../http'
import { asConflict } from './mutate'

const actionsBody = z.object({
  actions: z.union([z.array(z.record(z.string(), z.unknown())), z.record(z.string(), z.unknown()).transform((action) => [action])]),
  transactionId: z.string().optional(),
  dryRun: z.boolean().optional(),
})

export function actionRoutes(context: LakeContext): Route[] {
  return [
    {
      methods: ['POST'],
      path: /^\/data\/actions\/([^/]+)$/,
      versioned: true,
      async handle(exchange, [, dataset]) {
        requireDataset(context, dataset)
        const body = await readJson(exchange.req, actionsBody)
        const actions = body.actions.map((raw) => {
          const parsed = documentAction.safeParse(raw)
          if (parsed.success) return parsed.data
          throw badRequest(`The local lake does not serve this action (${String(raw.actionType)}): ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`)
        })
        const { transaction } = await context.store
          .transact((tx) => actions.forEach((action) => applyAction(tx, action)), { transactionId: body.transactionId, dryRun: body.dryRun })
          .catch(asConflict)
        sendJson(exchange, 200, { transactionId: transaction.transactionId })
      },
    },
  ]
}
