/**
 * One port, two protocols. Node scripts, the seed and visitors' browsers speak plain HTTP/1.1 to
 * the lake; the Studio needs HTTP/2 (over HTTP/1.1 its listeners take all six connections Chromium
 * allows per host and documents never open), and browsers speak HTTP/2 only over TLS. So each
 * connection's first byte decides: a TLS handshake goes to an HTTP/2 server (with HTTP/1.1 over
 * TLS as fallback), anything else to the plain HTTP server.
 */
import { createServer as createHttpServer } from 'node:http'
import { createSecureServer, type Http2Session } from 'node:http2'
import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net'
import type { LakeRequest, LakeResponse } from './http'
import type { LakeCertificate } from './tls'

/** Answers one request; `secure` says whether it came over TLS. */
export type Handler = (req: LakeRequest, res: LakeResponse, secure: boolean) => void

export interface Transport {
  port: number
  /** Stops listening and ends every connection and HTTP/2 session at once. */
  close(): Promise<void>
}

const TLS_HANDSHAKE = 0x16

export async function listenOnOnePort(options: { port: number; host: string; certificate: LakeCertificate; handler: Handler }): Promise<Transport> {
  const { handler, certificate } = options
  const plain = createHttpServer((req, res) => handler(req, res, false))
  const secure = createSecureServer({ key: certificate.key, cert: certificate.cert, allowHTTP1: true }, (req, res) => handler(req, res, true))
  const sockets = new Set<Socket>()
  const sessions = new Set<Http2Session>()
  secure.on('session', (session) => {
    sessions.add(session)
    session.on('close', () => sessions.delete(session))
  })

  const handOver = (socket: Socket) => {
    const first: unknown = socket.read(1)
    if (!Buffer.isBuffer(first)) {
      socket.once('readable', () => handOver(socket))
      return
    }
    socket.unshift(first) // both servers read the connection from its first byte
    ;(first[0] === TLS_HANDSHAKE ? secure : plain).emit('connection', socket)
  }
  const server = createNetServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy()) // a client that hangs up is not the lake's problem
    handOver(socket)
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.address()
  const port = typeof address === 'object' && address !== null ? (address satisfies AddressInfo).port : options.port

  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        for (const session of sessions) session.destroy()
        plain.closeAllConnections()
        for (const socket of sockets) socket.destroy()
      }),
  }
}
