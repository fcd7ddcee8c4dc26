/**
 * The project endpoints Sanity Studio asks before it shows anything: who is signed in (always the
 * local editor, so there is no login), the project, its datasets and what the editor may do.
 * Studio features that need Sanity's cloud (comments, tasks, scheduled publishing, telemetry,
 * document history) are reported as absent or empty rather than failing: a failed request there
 * ends in an error screen or console errors. Upsell and help content (`journey/*`, `help`), schema
 * descriptors and presence (a WebSocket) answer 404; the Studio carries on without them.
 */
import * as z from 'zod'
import { requireDataset, type LakeContext, type Route } from '../context'
import { corsHeaders, readJson, sendJson, type Exchange } from '../http'

export const LOCAL_USER = {
  id: 'local-editor',
  name: 'Local editor',
  email: 'editor@localhost',
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator', description: 'Reads and writes everything in the local content lake' }],
  provider: 'local',
} as const

const CREATED_AT = '2025-01-01T00:00:00.000Z'
const keyValues = z.array(z.object({ key: z.string(), value: z.unknown() }))

/** The grants store matches each filter with groq-js; these give every permission on every document. */
const DATASET_GRANTS = [{ filter: '_id in path("**")', permissions: ['read', 'create', 'update', 'history'] }]

const answer =
  (body: (exchange: Exchange, match: RegExpExecArray) => unknown) =>
  (exchange: Exchange, match: RegExpExecArray): void =>
    sendJson(exchange, 200, body(exchange, match))

export function studioRoutes(context: LakeContext): Route[] {
  const get = (path: RegExp, body: (exchange: Exchange, match: RegExpExecArray) => unknown): Route => ({ methods: ['GET'], path, versioned: true, handle: answer(body) })
  const project = (id: string) => ({
    id,
    displayName: 'Local content lake',
    studioHost: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    metadata: {},
    organizationId: null,
    createdAt: CREATED_AT,
    members: [{ id: LOCAL_USER.id, role: LOCAL_USER.role, roles: LOCAL_USER.roles, isCurrentUser: true, isRobot: false, createdAt: CREATED_AT }],
    features: [],
    pendingInvites: 0,
  })
  const dataset = { name: context.dataset, aclMode: 'public', createdAt: CREATED_AT, createdByUserId: LOCAL_USER.id, addonFor: null, datasetProfile: 'content', features: [], tags: [] }

  return [
    get(/^\/users\/me$/, () => LOCAL_USER),
    get(/^\/users\/me\/keyvalue(?:\/(.*))?$/, (_exchange, [, keys]) =>
      (keys ? keys.split(',') : [...context.keyValues.keys()]).filter((key) => context.keyValues.has(key)).map((key) => ({ key, value: context.keyValues.get(key) })),
    ),
    {
      methods: ['PUT', 'POST'],
      path: /^\/users\/me\/keyvalue$/,
      versioned: true,
      async handle(exchange) {
        const pairs = await readJson(exchange.req, keyValues)
        for (const { key, value } of pairs) context.keyValues.set(key, value)
        sendJson(exchange, 200, pairs)
      },
    },
    // Other users' avatars and names: only the local editor exists.
    get(/^\/users\/([^/]+)$/, (_exchange, [, ids]) =>
      (ids ?? '').split(',').includes(LOCAL_USER.id) ? [{ id: LOCAL_USER.id, displayName: LOCAL_USER.name, email: LOCAL_USER.email }] : [],
    ),
    get(/^\/ping$/, () => ({ ping: 'pong' })),
    get(/^\/auth\/id$/, () => ({ id: LOCAL_USER.id })),
    get(/^\/auth\/providers$/, () => ({ providers: [], thirdPartyLogin: false, sso: {} })),
    { methods: ['POST'], path: /^\/auth\/logout$/, versioned: true, handle: answer(() => ({})) },
    get(/^\/features$/, () => []),
    get(/^\/intake\/telemetry-status$/, () => ({ status: 'denied' })),
    { methods: ['POST'], path: /^\/intake\/batch$/, versioned: true, handle: answer(() => ({})) },
    get(/^\/projects\/([^/]+)$/, (_exchange, [, id]) => project(id ?? context.projectId)),
    // Only the content dataset: asking for a comments add-on dataset finds none.
    get(/^\/projects\/[^/]+\/datasets$/, (exchange) => (exchange.url.searchParams.get('datasetProfile') === 'comments' ? [] : [dataset])),
    get(/^\/projects\/[^/]+\/datasets\/([^/]+)\/acl$/, (_exchange, [, name]) => {
      requireDataset(context, name)
      return DATASET_GRANTS
    }),
    // Project-level grants (invite members, deploy studios): none apply to a local lake.
    get(/^\/projects\/[^/]+\/grants$/, () => ({})),
    get(/^\/projects\/[^/]+\/user-applications$/, () => []),
    get(/^\/schedules\/[^/]+\/[^/]+$/, () => ({ schedules: [] })),
    // The Studio reads a shard name from this answer's headers for its latency reports.
    get(/^\/data\/ping\/[^/]+$/, () => ({})),
    // No document history is kept: the history panel shows none instead of an error.
    get(/^\/data\/history\/[^/]+\/events\/documents\/[^/]+$/, () => ({ events: {}, nextCursor: '' })),
    {
      methods: ['GET'],
      path: /^\/data\/history\/[^/]+\/transactions\/[^/]+$/,
      versioned: true,
      handle(exchange) {
        exchange.res.writeHead(200, { ...corsHeaders(exchange.req), 'content-type': 'application/x-ndjson' })
        exchange.res.end()
      },
    },
  ]
}
