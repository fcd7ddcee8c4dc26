/**
 * A webhook handler (stripeWebhookHandler's shape) behind a node:http server on a free loopback
 * port, reached over HTTP at the path the emulator gives the function, so the sandbox's card page
 * posts its signed events to it exactly as it posts them to the running stripeWebhook. For tests
 * and the bench; the deployed function is served by firebase-functions' onRequest.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { WebhookRequest, WebhookResponse } from './stripeWebhook'

export type WebhookHandlerFunction = (request: WebhookRequest, response: WebhookResponse) => Promise<void>

export interface LocalWebhookServer {
  /** http://127.0.0.1:<port>/demo-funnels/us-central1/stripeWebhook */
  url: string
  close(): Promise<void>
}

/** Reads the whole body (the raw bytes, as Express keeps them for signature checks), then runs the handler. */
export async function startLocalWebhookServer(handler: WebhookHandlerFunction): Promise<LocalWebhookServer> {
  const server: Server = createServer((request, reply) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const response: WebhookResponse = {
        status: (code) => ((reply.statusCode = code), response),
        set: (headers) => {
          for (const [name, value] of Object.entries(headers)) reply.setHeader(name, value)
          return response
        },
        send: (body) => reply.end(body),
      }
      handler({ method: request.method ?? 'GET', headers: request.headers, rawBody: Buffer.concat(chunks) }, response).catch((error: unknown) => {
        if (!reply.headersSent) reply.statusCode = 500
        reply.end(error instanceof Error ? error.message : String(error))
      })
    })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/demo-funnels/us-central1/stripeWebhook`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done())
        // fetch keeps connections alive; close() alone would wait for them to idle out.
        server.closeAllConnections()
      }),
  }
}
