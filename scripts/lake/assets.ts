/**
 * Asset files of the local lake, kept in `<dataDir>/assets/images/` and `<dataDir>/assets/files/`
 * under the name Sanity's CDN gives them (`<sha1>-<w>x<h>.<ext>`, `<sha1>.<ext>`), so they
 * survive a restart beside the dataset that references them.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { imageSize } from 'image-size'

export type AssetKind = 'images' | 'files'

/** A name the CDN could serve: hash, optional dimensions, extension; nothing that walks folders. */
const ASSET_FILE_NAME = /^[a-f0-9]{40}(?:-[0-9]+x[0-9]+)?\.[a-z0-9]+$/

const MIME_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  tiff: 'image/tiff',
  bmp: 'image/bmp',
  ico: 'image/x-icon',
  pdf: 'application/pdf',
  json: 'application/json',
  txt: 'text/plain',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
}

export const mimeTypeOf = (extension: string) => MIME_TYPES[extension] ?? 'application/octet-stream'

export const sha1Of = (bytes: Uint8Array) => createHash('sha1').update(bytes).digest('hex')

/** Width, height and file type of an image as shown (EXIF rotations of a quarter turn swap the sides). */
export function imageFacts(bytes: Uint8Array): { width: number; height: number; extension: string } | undefined {
  try {
    const { width, height, type, orientation } = imageSize(bytes)
    if (!type || !width || !height) return undefined
    const quarterTurn = orientation !== undefined && orientation >= 5 && orientation <= 8
    return { width: quarterTurn ? height : width, height: quarterTurn ? width : height, extension: type === 'jpeg' ? 'jpg' : type }
  } catch {
    return undefined
  }
}

export class AssetStore {
  constructor(private readonly folder: string) {}

  write(kind: AssetKind, name: string, bytes: Uint8Array): void {
    if (!ASSET_FILE_NAME.test(name)) throw new Error(`Not an asset file name: ${name}`)
    const file = join(this.folder, kind, name)
    if (existsSync(file)) return // named by content: the same name holds the same bytes
    mkdirSync(join(this.folder, kind), { recursive: true })
    writeFileSync(file, bytes)
  }

  read(kind: AssetKind, name: string): Buffer | undefined {
    if (!ASSET_FILE_NAME.test(name)) return undefined
    const file = join(this.folder, kind, name)
    return existsSync(file) ? readFileSync(file) : undefined
  }
}
