import { crc32, deflateSync } from 'node:zlib'
import type { SanityClient } from '@sanity/client'
import { afterEach, describe, expect, it } from 'vitest'
import { clientFor, newDataDir, startTestLake } from './lakeForTests'
import type { Lake } from './server'

/** A real PNG of `width` x `height` red pixels. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB
  const rows = Buffer.concat(Array.from({ length: height }, () => Buffer.from([0, ...Array.from({ length: width }, () => [255, 0, 0]).flat()])))
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))])
}

let lake: Lake
let client: SanityClient
afterEach(() => lake.close())

async function start(dataDir = newDataDir()) {
  lake = await startTestLake(dataDir)
  client = clientFor(lake.url)
  return dataDir
}

describe('assets through client.assets.upload()', () => {
  it('stores an image as a Sanity image asset, once per content, and serves its bytes', async () => {
    await start()
    const bytes = png(3, 2)
    const asset = await client.assets.upload('image', bytes, { filename: 'red.png' })
    expect(asset).toMatchObject({
      _id: expect.stringMatching(/^image-[a-f0-9]{40}-3x2-png$/),
      _type: 'sanity.imageAsset',
      extension: 'png',
      mimeType: 'image/png',
      size: bytes.length,
      originalFilename: 'red.png',
      metadata: { dimensions: { width: 3, height: 2, aspectRatio: 1.5 } },
    })
    expect(asset.assetId).toBe(asset.sha1hash)
    expect(asset.path).toBe(`images/local/production/${asset.sha1hash}-3x2.png`)
    expect(asset.url).toBe(`${lake.url}/${asset.path}`)
    expect(await client.assets.upload('image', bytes, { filename: 'again.png' })).toEqual(asset)
    expect(await client.fetch('count(*[_type == "sanity.imageAsset"])')).toBe(1)

    // Sized URLs (what @sanity/image-url builds) get the original: the stand-in does not resize.
    const served = await fetch(`${asset.url}?w=100&h=50&auto=format&fit=crop`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('cache-control')).toContain('immutable')
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true)
    const head = await fetch(asset.url, { method: 'HEAD' })
    expect(head.headers.get('content-length')).toBe(String(bytes.length))
  })

  it('stores any file as a file asset', async () => {
    await start()
    const asset = await client.assets.upload('file', Buffer.from('%PDF-1.4 pretend'), { filename: 'terms.pdf', contentType: 'application/pdf' })
    expect(asset).toMatchObject({ _id: expect.stringMatching(/^file-[a-f0-9]{40}-pdf$/), _type: 'sanity.fileAsset', extension: 'pdf', mimeType: 'application/pdf' })
    expect(asset.path).toBe(`files/local/production/${asset.sha1hash}.pdf`)
    expect(await (await fetch(asset.url)).text()).toBe('%PDF-1.4 pretend')
  })

  it('refuses an image upload that is no image, and answers 404 for an unknown asset file', async () => {
    await start()
    await expect(client.assets.upload('image', Buffer.from('not an image'))).rejects.toMatchObject({ statusCode: 400 })
    expect((await fetch(`${lake.url}/images/local/production/${'0'.repeat(40)}-1x1.png`)).status).toBe(404)
    expect((await fetch(`${lake.url}/images/local/production/..%2F..%2Fproduction.ndjson`)).status).toBe(404)
  })

  it('keeps assets across a restart on the same data folder', async () => {
    const dataDir = await start()
    const asset = await client.assets.upload('image', png(4, 4), { filename: 'square.png' })
    await lake.close()
    await start(dataDir)
    expect(await client.getDocument(asset._id)).toEqual(asset)
    const served = await fetch(`${lake.url}/${asset.path}`)
    expect(Buffer.from(await served.arrayBuffer()).equals(png(4, 4))).toBe(true)
  })
})
