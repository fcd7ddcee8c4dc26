import { corsHeaders, type Exchange } from './http'

/** One open server-sent-events answer. */
export interface EventStream {
  send(event: string, data: unknown, id?: string): void
  /** Runs when the client goes away or the lake closes the stream. */
  onClose(listener: () => void): void
}

/**
 * Every open event stream, so the lake can end them all when it closes, and keep-alive comments
 * so proxies and browsers do not give up on a quiet stream.
 */
export class EventStreams {
  private readonly open = new Set<() => void>()

  constructor(private readonly keepAliveMs = 20_000) {}

  start(exchange: Exchange): EventStream {
    const { res } = exchange
    res.writeHead(200, { ...corsHeaders(exchange.req), 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform' })
    const closeListeners: (() => void)[] = []
    let closed = false
    const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), this.keepAliveMs)
    keepAlive.unref()
    const finish = () => {
      if (closed) return
      closed = true
      clearInterval(keepAlive)
      this.open.delete(end)
      for (const listener of closeListeners) listener()
    }
    const end = () => {
      finish()
      res.end()
    }
    this.open.add(end)
    res.on('close', finish)
    return {
      send(event, data, id) {
        if (closed) return
        res.write(`event: ${event}\n${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(data)}\n\n`)
      },
      onClose(listener) {
        if (closed) listener()
        else closeListeners.push(listener)
      },
    }
  }

  /** Ends every open stream (the lake is closing). */
  closeAll(): void {
    for (const end of [...this.open]) end()
  }
}
