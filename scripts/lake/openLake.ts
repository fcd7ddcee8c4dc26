/**
 * Starts the local content lake, or uses the one already running on its port. `npm start` and
 * `npm run lake` go through here so a taken port is one clear line, never a stack trace.
 */
import { startLake, type LakeOptions } from './server'

export interface OpenedLake {
  /** Plain HTTP/1.1 (Node clients, the snapshot, the seed, visitors' browsers). */
  url: string
  /** The same port over HTTPS with HTTP/2: what the Studio's `apiHost` names. */
  secureUrl: string
  /** True when another process's lake answered on the port and is used as it is. */
  reused: boolean
  /** Stops the lake this process started; leaves a reused one running. */
  close(): Promise<void>
}

/** The port is held by something that does not speak the Sanity query API. */
export class LakePortTakenError extends Error {
  constructor(readonly port: number) {
    super(`Port ${port} for the local content lake is taken by another program (not a content lake); stop it, or set LAKE_PORT to a free port (e.g. LAKE_PORT=${port + 10}).`)
    this.name = 'LakePortTakenError'
  }
}

/**
 * Whether a content lake answers at `url`: a GROQ query for `1` must come back as Sanity's
 * query response, `{ result: 1 }` with the query echoed.
 */
export async function lakeAnswersAt(url: string, dataset: string, timeoutMs = 1500): Promise<boolean> {
  try {
    const response = await fetch(`${url}/v2025-02-19/data/query/${encodeURIComponent(dataset)}?query=1`, { signal: AbortSignal.timeout(timeoutMs) })
    if (!response.ok) return false
    const body: unknown = await response.json()
    return typeof body === 'object' && body !== null && 'result' in body && body.result === 1 && 'query' in body
  } catch {
    return false
  }
}

const isAddressInUse = (error: unknown) => error instanceof Error && 'code' in error && error.code === 'EADDRINUSE'

export async function openLake(options: LakeOptions): Promise<OpenedLake> {
  try {
    const lake = await startLake(options)
    return { url: lake.url, secureUrl: lake.secureUrl, reused: false, close: () => lake.close() }
  } catch (error) {
    if (!isAddressInUse(error)) throw error
    const url = `http://${options.host ?? '127.0.0.1'}:${options.port}`
    const secureUrl = url.replace(/^http:/, 'https:')
    if (await lakeAnswersAt(url, options.dataset ?? 'production')) return { url, secureUrl, reused: true, close: async () => {} }
    throw new LakePortTakenError(options.port)
  }
}

/** The lines `npm run lake` and `npm start` print about the HTTPS side of a lake. */
export function secureUrlLines(lake: Pick<OpenedLake, 'secureUrl'>): string[] {
  return [
    `  For Sanity Studio, the same lake over HTTPS (HTTP/2): ${lake.secureUrl}`,
    `  Its certificate is made for this machine: a browser must accept it once (open ${lake.secureUrl}/ and proceed).`,
  ]
}

/** For the scripts: a taken port prints its one line and ends the process with exit code 1. */
export async function openLakeOrExit(options: LakeOptions): Promise<OpenedLake> {
  try {
    return await openLake(options)
  } catch (error) {
    if (!(error instanceof LakePortTakenError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}
