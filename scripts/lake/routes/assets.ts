/**
 * Asset upload (`assets/images/{dataset}`, `assets/files/{dataset}`) and the CDN's file URLs
 * (`/images/{projectId}/{dataset}/{file}`, `/files/...`). Uploads become `sanity.imageAsset` and
 * `sanity.fileAsset` documents the way Sanity names them, so the same bytes are one asset.
 * The stand-in serves the original bytes: transformation parameters (`?w=`, `?h=`, `?auto=`,
 * `?fit=`) are accepted and ignored, images are never resized or re-encoded.
 */
import { requireDataset, type LakeContext, type Route } from '../context'
import { imageFacts, mimeTypeOf, sha1Of, type AssetKind } from '../assets'
import { badRequest, corsHeaders, readBody, sendJson, type Exchange } from '../http'
import type { StoredDocument } from '../perspective'

export function assetRoutes(context: LakeContext): Route[] {
  return [
    {
      methods: ['POST'],
      path: /^\/assets\/(images|files)\/([^/]+)$/,
      versioned: true,
      async handle(exchange, [, kind, dataset]) {
        requireDataset(context, dataset)
        const bytes = await readBody(exchange.req)
        if (bytes.length === 0) throw badRequest('The upload has no bytes')
        const doc = kind === 'images' ? imageAsset(context, exchange, bytes) : fileAsset(context, exchange, bytes)
        await context.store.transact((tx) => tx.mutate({ createIfNotExists: doc }))
        sendJson(exchange, 200, { document: context.store.get(doc._id) })
      },
    },
    {
      methods: ['GET', 'HEAD'],
      path: /^\/(images|files)\/[^/]+\/([^/]+)\/([^/]+)$/,
      versioned: false,
      handle(exchange, [, kind, dataset, name]) {
        requireDataset(context, dataset)
        const bytes = context.assets.read(kind === 'images' ? 'images' : 'files', name ?? '')
        if (!bytes) return sendJson(exchange, 404, { error: 'Not Found', message: 'No such asset', statusCode: 404 })
        exchange.res.writeHead(200, {
          ...corsHeaders(exchange.req),
          'content-type': mimeTypeOf(name?.split('.').pop() ?? ''),
          'content-length': String(bytes.length),
          // Asset URLs name their content (a SHA-1), so they never change.
          'cache-control': 'public, max-age=31536000, immutable',
          etag: `"${name}"`,
        })
        exchange.res.end(exchange.method === 'HEAD' ? undefined : bytes)
      },
    },
  ]
}

/** The optional descriptive fields of an upload (`?label=`, `?title=`, ...), as Sanity keeps them. */
function describedBy(url: URL) {
  const fields: Record<string, unknown> = {}
  for (const name of ['label', 'title', 'description', 'creditLine']) {
    const value = url.searchParams.get(name)
    if (value) fields[name] = value
  }
  const sourceName = url.searchParams.get('sourceName')
  const sourceId = url.searchParams.get('sourceId')
  if (sourceName && sourceId) fields.source = { name: sourceName, id: sourceId, ...(url.searchParams.get('sourceUrl') ? { url: url.searchParams.get('sourceUrl') } : {}) }
  return fields
}

function assetDocument(context: LakeContext, exchange: Exchange, kind: AssetKind, bytes: Buffer, file: { id: string; name: string; extension: string }): StoredDocument {
  const sha1 = sha1Of(bytes)
  const path = `${kind}/${context.projectId}/${context.dataset}/${file.name}`
  context.assets.write(kind, file.name, bytes)
  return {
    _id: file.id,
    _type: kind === 'images' ? 'sanity.imageAsset' : 'sanity.fileAsset',
    assetId: sha1,
    sha1hash: sha1,
    extension: file.extension,
    mimeType: kind === 'images' ? mimeTypeOf(file.extension) : (exchange.req.headers['content-type'] ?? mimeTypeOf(file.extension)),
    size: bytes.length,
    originalFilename: exchange.url.searchParams.get('filename') ?? `${sha1}.${file.extension}`,
    path,
    url: `${exchange.baseUrl}/${path}`,
    uploadId: sha1,
    ...describedBy(exchange.url),
  }
}

function imageAsset(context: LakeContext, exchange: Exchange, bytes: Buffer): StoredDocument {
  const facts = imageFacts(bytes)
  if (!facts) throw badRequest('The upload is not an image this lake can read (JPEG, PNG, GIF, WebP, AVIF, SVG, ...)')
  const sha1 = sha1Of(bytes)
  const { width, height, extension } = facts
  const doc = assetDocument(context, exchange, 'images', bytes, { id: `image-${sha1}-${width}x${height}-${extension}`, name: `${sha1}-${width}x${height}.${extension}`, extension })
  return {
    ...doc,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
    },
  }
}

function fileAsset(context: LakeContext, exchange: Exchange, bytes: Buffer): StoredDocument {
  const sha1 = sha1Of(bytes)
  const fromName = /\.([a-z0-9]+)$/i.exec(exchange.url.searchParams.get('filename') ?? '')?.[1]?.toLowerCase()
  const extension = fromName ?? 'bin'
  return assetDocument(context, exchange, 'files', bytes, { id: `file-${sha1}-${extension}`, name: `${sha1}.${extension}`, extension })
}
