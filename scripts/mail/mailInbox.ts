/**
 * The catcher's web inbox: the caught messages newest first, one page per message (headers, the
 * HTML in a sandboxed iframe, the text part) and the raw .eml to download. Everything shown comes
 * from e-mails, so every value is escaped and the HTML part is served with a sandbox policy: its
 * scripts never run and it cannot reach the inbox.
 */
import { readFile } from 'node:fs/promises'
import { createServer, type Server, type ServerResponse } from 'node:http'
import { join } from 'node:path'
import { readCaughtMessage, readMailIndex, type CaughtMessage } from './caughtMessage'

/** Text made safe to place in HTML content and attribute values. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character)

const STYLE =
  'body{font:15px/1.4 system-ui,sans-serif;margin:0 auto;max-width:960px;padding:16px}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:6px;text-align:left;vertical-align:top}iframe{border:1px solid #ccc;height:60vh;width:100%}pre{background:#f6f6f6;padding:8px;white-space:pre-wrap}'

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`

function listPage(messages: CaughtMessage[]): string {
  const rows = messages
    .toReversed()
    .map(
      (message) =>
        `<tr><td><a href="/messages/${encodeURIComponent(message.id)}">${escapeHtml(message.subject || '(no subject)')}</a></td><td>${escapeHtml(message.to)}</td><td>${escapeHtml(message.headers['x-funnel'] ?? '')}</td><td><time>${escapeHtml(message.date)}</time></td></tr>`,
    )
    .join('')
  const table = rows ? `<table><thead><tr><th>Subject</th><th>To</th><th>Funnel</th><th>Caught</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No e-mail caught yet.</p>'
  return page('Mail catcher', `<h1>Caught e-mail (${messages.length})</h1>${table}`)
}

async function messagePage(dir: string, message: CaughtMessage): Promise<string> {
  const parsed = await readCaughtMessage(dir, message)
  const headers = parsed.headerLines.map(({ key, line }) => `<tr><th>${escapeHtml(key)}</th><td>${escapeHtml(line.slice(key.length + 1).trim())}</td></tr>`).join('')
  const base = `/messages/${encodeURIComponent(message.id)}`
  const html = parsed.html === false ? '<p>No HTML part.</p>' : `<iframe sandbox title="HTML part" src="${base}/html"></iframe>`
  return page(
    message.subject,
    `<p><a href="/">All messages</a> · <a href="${base}/raw" download="${escapeHtml(message.file)}">Download .eml</a></p><h1>${escapeHtml(message.subject || '(no subject)')}</h1><table>${headers}</table><h2>HTML</h2>${html}<h2>Text</h2><pre>${escapeHtml(parsed.text ?? '(no text part)')}</pre>`,
  )
}

function send(response: ServerResponse, status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', ...headers })
  response.end(body)
}

/** The inbox's HTTP server over the catcher's folder (not yet listening). */
export function createMailInbox(dir: string): Server {
  return createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://inbox').pathname
    const answer = async () => {
      const messages = await readMailIndex(dir)
      if (path === '/') return send(response, 200, 'text/html; charset=utf-8', listPage(messages))
      if (path === '/messages.json') return send(response, 200, 'application/json', JSON.stringify(messages.toReversed()))
      const [, id, part] = /^\/messages\/([^/]+)(?:\/(html|raw))?$/.exec(path) ?? []
      const message = messages.find((one) => one.id === (id && decodeURIComponent(id)))
      if (!message) return send(response, 404, 'text/plain; charset=utf-8', 'No such message')
      if (part === 'raw') return send(response, 200, 'message/rfc822', await readFile(join(dir, message.file)), { 'content-disposition': `attachment; filename="${message.file}"` })
      if (part === 'html') {
        const parsed = await readCaughtMessage(dir, message)
        return send(response, 200, 'text/html; charset=utf-8', parsed.html || '', { 'content-security-policy': 'sandbox; default-src data: cid:; img-src * data:; style-src * data: \'unsafe-inline\'' })
      }
      return send(response, 200, 'text/html; charset=utf-8', await messagePage(dir, message))
    }
    answer().catch((error: unknown) => send(response, 500, 'text/plain; charset=utf-8', `Inbox error: ${error instanceof Error ? error.message : String(error)}`))
  })
}
