import type { Route } from '../context'
import { corsHeaders } from '../http'

/**
 * The lake's front page. Its use: a browser shown the self-signed certificate's warning accepts
 * it here once, after which the Studio's HTTPS requests to the lake go through.
 */
export const homeRoute: Route = {
  methods: ['GET'],
  path: /^\/$/,
  versioned: false,
  handle(exchange) {
    // The host comes from the request's Host header: never markup.
    const base = exchange.baseUrl.replace(/[<>&"']/g, '')
    exchange.res.writeHead(200, { ...corsHeaders(exchange.req), 'content-type': 'text/html; charset=utf-8' })
    exchange.res.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Local content lake</title></head>
<body><h1>Local content lake</h1>
<p>${base.startsWith('https:') ? "The local content lake's certificate is accepted; go back to the Studio." : `The Studio reaches this lake over HTTPS: open ${base.replace(/^http:/, 'https:')}/ and accept its certificate once.`}</p>
<p>This lake stands in for Sanity's Content Lake on this machine (${base}).</p></body></html>
`)
  },
}
