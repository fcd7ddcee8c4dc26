import { X509Certificate } from 'node:crypto'
import { request as httpsRequest } from 'node:https'
import { connect as http2Connect, type ClientHttp2Session } from 'node:http2'
import { connect as tlsConnect } from 'node:tls'
import { afterEach, describe, expect, it } from 'vitest'
import { certificateOf, clientFor, newDataDir, startTestLake, until } from './lakeForTests'
import type { Lake } from './server'

const lakes: Lake[] = []
const sessions: ClientHttp2Session[] = []
afterEach(async () => {
  for (const session of sessions.splice(0)) session.destroy()
  for (const lake of lakes.splice(0)) await lake.close()
})

async function started(dataDir = newDataDir()) {
  const lake = await startTestLake(dataDir)
  lakes.push(lake)
  return { lake, dataDir, ca: certificateOf(dataDir) }
}

function h2Session(url: string, ca: string): Promise<ClientHttp2Session> {
  return new Promise((resolve, reject) => {
    const session = http2Connect(url, { ca })
    sessions.push(session)
    session.once('connect', () => resolve(session))
    session.once('error', reject)
  })
}

function h2Get(session: ClientHttp2Session, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const stream = session.request({ ':path': path, ...headers })
    let status = 0
    let responseHeaders: Record<string, unknown> = {}
    let body = ''
    stream.on('response', (received) => {
      status = Number(received[':status'])
      responseHeaders = received
    })
    stream.setEncoding('utf8')
    stream.on('data', (chunk: string) => (body += chunk))
    stream.on('end', () => resolve({ status, headers: responseHeaders, body }))
    stream.on('error', reject)
  })
}

describe('one port, plain HTTP and HTTPS with HTTP/2', () => {
  it('serves @sanity/client over plain HTTP and HTTP/2 over TLS on the same port', async () => {
    const { lake, ca } = await started()
    expect(new URL(lake.secureUrl).port).toBe(new URL(lake.url).port)
    expect(await clientFor(lake.url).fetch('count(*[_id == "page.demo.email"])')).toBe(1)

    const session = await h2Session(lake.secureUrl, ca)
    expect(session.alpnProtocol).toBe('h2')
    const answer = await h2Get(session, `/v2025-02-19/data/query/production?query=${encodeURIComponent('*[_id == "page.demo.email"][0].key')}`)
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toMatchObject({ result: 'email' })
  })

  it('falls back to HTTP/1.1 over TLS for clients without HTTP/2, with a certificate valid for 127.0.0.1', async () => {
    const { lake, ca } = await started()
    const body = await new Promise<string>((resolve, reject) => {
      const req = httpsRequest(`${lake.secureUrl}/v1/ping`, { ca }, (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => (text += chunk.toString()))
        res.on('end', () => resolve(text))
      })
      req.on('error', reject)
      req.end()
    })
    expect(JSON.parse(body)).toEqual({ ping: 'pong' })
    const certificate = new X509Certificate(ca)
    expect(certificate.subjectAltName).toContain('IP Address:127.0.0.1')
    expect(certificate.subjectAltName).toContain('DNS:localhost')
    expect(certificate.subjectAltName).toContain('DNS:*.localhost')
  })

  it('drives the real @sanity/client over HTTPS', async () => {
    const { lake } = await started()
    // Only for this client: the lake's certificate is self-signed.
    const previous = process.env.NODE_TLS_REJECT_UNAUTHORIZED
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'
    try {
      const client = clientFor(lake.secureUrl)
      await client.create({ _id: 'drafts.over-tls', _type: 'note', text: 'hello' })
      expect(await client.withConfig({ perspective: 'raw' }).fetch('*[_id == "drafts.over-tls"][0].text')).toBe('hello')
    } finally {
      if (previous === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED
      else process.env.NODE_TLS_REJECT_UNAUTHORIZED = previous
    }
  })

  it('shows a page saying the certificate is accepted at the HTTPS root', async () => {
    const { lake, ca } = await started()
    const page = await h2Get(await h2Session(lake.secureUrl, ca), '/')
    expect(page.headers['content-type']).toMatch(/text\/html/)
    expect(page.body).toContain("The local content lake's certificate is accepted; go back to the Studio")
  })

  it('keeps its certificate across a restart on the same data folder', async () => {
    const dataDir = newDataDir()
    const first = await started(dataDir)
    await first.lake.close()
    lakes.splice(0)
    const second = await started(dataDir)
    expect(second.ca).toBe(first.ca)
    const served = await new Promise<string>((resolve, reject) => {
      const socket = tlsConnect({ host: '127.0.0.1', port: Number(new URL(second.lake.secureUrl).port), ca: second.ca, ALPNProtocols: ['h2'] }, () => {
        resolve(socket.getPeerX509Certificate()?.fingerprint256 ?? '')
        socket.end()
      })
      socket.on('error', reject)
    })
    expect(served).toBe(new X509Certificate(first.ca).fingerprint256)
  })

  it('close() ends open HTTP/2 sessions and event streams, and frees the port', async () => {
    const { lake, ca } = await started()
    const session = await h2Session(lake.secureUrl, ca)
    const stream = session.request({ ':path': `/v2025-02-19/data/listen/production?query=${encodeURIComponent('*')}` })
    let received = ''
    stream.setEncoding('utf8')
    stream.on('data', (chunk: string) => (received += chunk))
    stream.on('error', () => undefined)
    await until(() => received.includes('event: welcome'), 'the listener is welcomed')
    let sessionClosed = false
    session.on('close', () => (sessionClosed = true))
    session.on('error', () => undefined)
    await lake.close()
    lakes.splice(0)
    await until(() => sessionClosed, 'the HTTP/2 session is closed')
    await expect(fetch(`${lake.url}/v1/ping`)).rejects.toThrow()
  })
})
